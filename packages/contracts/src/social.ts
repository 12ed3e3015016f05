/**
 * A conference's social accounts (issue 31): stored as one canonical handle each, read from a handle or
 * a profile URL, so the page builds the link itself from a value that can only name a profile there.
 * Decorator-free, part of contracts/web: the API, the importer and the forms read them alike.
 */

export const SOCIAL_NETWORKS = ['twitter', 'mastodon', 'bluesky'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** A host name with a top-level domain, lower case: `mastodon.social`, `webinale.bsky.social`. */
const HOST = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/;
const TWITTER_NAME = /^[A-Za-z0-9_]{1,15}$/;
const MASTODON_USER = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,62}[A-Za-z0-9_])?$/;

/** Path segments of an http(s) URL on one of `hosts` (www. ignored), or null. */
function profilePath(input: string, hosts?: readonly string[]): { host: string; segments: string[] } | null {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(input) ? input : `https://${input}`);
  } catch {
    return null;
  }
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (hosts && !hosts.includes(host)) return null;
  return { host, segments: url.pathname.split('/').filter(Boolean) };
}

/** `@name`, `name`, `https://twitter.com/name` or `https://x.com/name` → `name`; null when it names no account. */
export function normalizeTwitter(input: string): string | null {
  const text = input.trim();
  const name = /[/.]/.test(text) ? profilePath(text, ['twitter.com', 'x.com', 'mobile.twitter.com'])?.segments[0] : text.replace(/^@/, '');
  return name !== undefined && TWITTER_NAME.test(name) ? name : null;
}

/** `@user@host`, `user@host` or `https://host/@user` → `@user@host` (host lower case); null otherwise. */
export function normalizeMastodon(input: string): string | null {
  const text = input.trim();
  const handle = /^@?([^@/\s]+)@([^@/\s]+)$/.exec(text);
  if (handle) return MASTODON_USER.test(handle[1]) && HOST.test(handle[2].toLowerCase()) ? `@${handle[1]}@${handle[2].toLowerCase()}` : null;
  const path = /^https?:\/\//i.test(text) ? profilePath(text) : null;
  const user = path?.segments.length === 1 ? /^@(.+)$/.exec(path.segments[0])?.[1] : undefined;
  return path && user && MASTODON_USER.test(user) && HOST.test(path.host) ? `@${user}@${path.host}` : null;
}

/** `name.bsky.social`, `@example.com` or `https://bsky.app/profile/example.com` → the handle, lower case; null otherwise. */
export function normalizeBluesky(input: string): string | null {
  const text = input.trim();
  const handle = /^https?:\/\//i.test(text) ? profilePath(text, ['bsky.app'])?.segments : ['profile', text.replace(/^@/, '')];
  if (!handle || handle.length !== 2 || handle[0] !== 'profile') return null;
  const name = handle[1].toLowerCase();
  return HOST.test(name) ? name : null;
}

export const NORMALIZE_SOCIAL: Record<SocialNetwork, (input: string) => string | null> = {
  twitter: normalizeTwitter,
  mastodon: normalizeMastodon,
  bluesky: normalizeBluesky,
};

/** The message for a value none of the readers above accepts. */
export const SOCIAL_MESSAGES: Record<SocialNetwork, string> = {
  twitter: 'twitter must be an X/Twitter handle such as @name, or its profile URL',
  mastodon: 'mastodon must be a Mastodon handle such as @user@mastodon.social, or its profile URL',
  bluesky: 'bluesky must be a Bluesky handle such as name.bsky.social, or its profile URL',
};

/** The profile page of a stored (canonical) handle, with how it is written; null when it is not canonical. */
export function socialProfile(network: SocialNetwork, stored: string | null | undefined): { url: string; handle: string } | null {
  if (!stored || NORMALIZE_SOCIAL[network](stored) !== stored) return null;
  if (network === 'twitter') return { url: `https://x.com/${stored}`, handle: `@${stored}` };
  if (network === 'bluesky') return { url: `https://bsky.app/profile/${stored}`, handle: `@${stored}` };
  const [, user, host] = stored.split('@');
  return { url: `https://${host}/@${user}`, handle: stored };
}
