import { isIP } from 'node:net';
import { isPublicAddress } from './address-policy';

/**
 * Addresses a page gives for itself (canonical link, og:url, og:image) are often left over from the
 * publisher's machine: ".", "localhost", "0.0.0.0:4000", a dev-server path. Only public http(s)
 * addresses are kept.
 */

const LOCAL_NAME = /(?:^|\.)(?:localhost|local|internal|test|example|invalid)$/i;

/** A host a visitor could reach: a public name or a public IP literal. */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return isPublicAddress(host);
  return host.includes('.') && !LOCAL_NAME.test(host);
}

/**
 * An absolute http(s) URL, or null for anything else (javascript:, data:, unresolvable). A link the
 * page writes in full must name a public host; a relative one lives where the page was fetched from.
 */
export function absoluteUrl(value: string | null | undefined, base: string | null): string | null {
  if (!value) return null;
  try {
    const written = value.trim();
    const u = base ? new URL(written, base) : new URL(written);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const relative = !/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(written);
    return relative || isPublicHost(u.hostname) ? u.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The page's own address from a canonical link or og:url: only when written in full (a relative
 * "." or "/2019/4000/" says nothing reliable about where the page lives) and public.
 */
export function ownAddress(value: string | null | undefined, pageUrl: string | null): string | null {
  const v = value?.trim();
  if (!v || !/^(?:https?:)?\/\//i.test(v)) return null;
  const url = absoluteUrl(v.startsWith('//') ? `${pageUrl ? new URL(pageUrl).protocol : 'https:'}${v}` : v, null);
  return url ? tidyPath(url) : null;
}

/** "https://coscup.org//2023/" → "https://coscup.org/2023/": doubled slashes are a publishing slip. */
export function tidyPath(url: string): string {
  const u = new URL(url);
  u.pathname = u.pathname.replace(/\/{2,}/g, '/');
  return u.toString();
}

/** The edition year an address names: "/2019/", "2016.devfest.asia", "ep2022.europython.eu". */
export function yearInAddress(url: string | null): number | null {
  if (!url) return null;
  const u = new URL(url);
  const m = /(?<!\d)((?:19|20)\d{2})(?!\d)/.exec(`${u.hostname}${u.pathname}`);
  return m ? Number(m[1]) : null;
}
