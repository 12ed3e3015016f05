/**
 * The one check every stored URL passes before it becomes a link or an image (issue 11): only
 * http(s), or for images and photo links a path on this site, is rendered, so a stored
 * `javascript:`, `data:` or `vbscript:` value can never become a clickable script, whatever the
 * API let through.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Stands in for this site's origin: a path that resolves anywhere else (`//host`, `/\host`) is refused. */
const SAME_SITE = 'https://same-site.invalid';

export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (value?.startsWith('/')) {
    try {
      return new URL(value, SAME_SITE).origin === SAME_SITE ? value : undefined;
    } catch {
      return undefined;
    }
  }
  return safeHttpUrl(value);
}
