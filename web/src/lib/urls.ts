/**
 * Links and images built from visitor-submitted text: only http(s) (or same-site paths for images)
 * are rendered, so a stored `javascript:` or `data:` value can never become a clickable script.
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

export function safeImageUrl(value: string | null | undefined): string | undefined {
  if (value && value.startsWith('/') && !value.startsWith('//')) return value;
  return safeHttpUrl(value);
}
