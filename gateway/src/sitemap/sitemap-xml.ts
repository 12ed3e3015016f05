/**
 * The sitemaps.org 0.9 XML of /sitemap.xml and its parts. Every location is absolute, URL-encoded
 * and entity-escaped; dates are W3C Datetime in UTC to the second.
 */
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const SPECIAL = /[&<>"']/;

/** A part writes 50,000 of these: most locations need no escaping, so they are only tested. */
export function escapeXml(text: string): string {
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ENTITIES[c]) : text;
}

/** What the services send (Date#toISOString), cut to the second without parsing it again. */
const UTC_ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** `2026-11-23T12:34:56Z` from any ISO 8601 instant. */
export function w3cDate(iso: string): string {
  return `${(UTC_ISO.test(iso) ? iso : new Date(iso).toISOString()).slice(0, 19)}Z`;
}

/** A page of the site at `path` (already URL-encoded) under the public base URL. */
export function urlEntry(baseUrl: string, path: string, lastmod?: string): string {
  const mod = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return `<url><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${mod}</url>\n`;
}

export interface IndexEntry {
  /** Path of the part, e.g. `/sitemap-conferences-1.xml`. */
  path: string;
  lastmod?: string;
}

export function sitemapIndex(baseUrl: string, parts: IndexEntry[]): string {
  const entries = parts.map(({ path, lastmod }) => `<sitemap><loc>${escapeXml(`${baseUrl}${path}`)}</loc>${lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : ''}</sitemap>\n`);
  return `${XML_DECLARATION}<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}
