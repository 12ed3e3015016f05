import { collectPage, CollectedPage, decodeEntities } from './html-collector';
import { findEvent, JsonObject, typesOf } from './json-ld';
import { extractDateRange } from './text-dates';

/** What a conference page says about its event; null where the page does not say. */
export interface ParsedConference {
  title: string | null;
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  venue: string | null;
  imageUrl: string | null;
  url: string | null;
}

function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object' && '@value' in value) return text((value as JsonObject)['@value']);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = decodeEntities(String(value)).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

/** The calendar date as the event wrote it: "2019-03-24T08:30+08:00" is 2019-03-24 wherever we are. */
function datePart(value: unknown): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value) ?? '');
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? m[0] : null;
}

/** An absolute http(s) URL, or null for anything else (javascript:, data:, unresolvable). */
export function absoluteUrl(value: string | null, base: string | null): string | null {
  if (!value) return null;
  try {
    const u = base ? new URL(value, base) : new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

/** "https://coscup.org//2023/" → "https://coscup.org/2023/": doubled slashes are a publishing slip. */
function tidyPath(url: string | null): string | null {
  if (!url) return null;
  const u = new URL(url);
  u.pathname = u.pathname.replace(/\/{2,}/g, '/');
  return u.toString();
}

const YEAR = /\b(?:19|20)\d{2}\b/;
const GENERIC_HEADS = new Set(['home', 'homepage', 'welcome', 'index', 'start']);
const DOMAIN = /^[\w-]+(\.[\w-]+)+$/;

/** Trims a site name or tagline after a separator: "Full Stack Europe 2019 - The International …" → "Full Stack Europe 2019". */
export function cleanTitle(raw: string, siteName: string | null): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  const sep = /\s+([|·•»]|::|[-–—])\s+/.exec(title);
  if (!sep) return title;
  const head = title.slice(0, sep.index).trim();
  const tail = title.slice(sep.index + sep[0].length).trim();
  const same = (a: string, b: string | null) => b !== null && a.toLowerCase() === b.toLowerCase();
  if (GENERIC_HEADS.has(head.toLowerCase())) return cleanTitle(tail, siteName);
  if (head.length < 3) return title;
  if (DOMAIN.test(tail) || same(tail, siteName) || same(tail, head)) return head;
  // "DevOpsDays - Berlin 2024": the part after the separator carries the edition, so it stays.
  if (YEAR.test(tail) && !YEAR.test(head)) return title;
  if (/[|·•»]|::/.test(sep[1])) return head;
  return head.split(' ').length >= 2 ? head : title;
}

function joinParts(parts: Array<string | null>): string | null {
  const seen: string[] = [];
  for (const p of parts) if (p && !seen.some((s) => s.toLowerCase() === p.toLowerCase())) seen.push(p);
  return seen.length ? seen.join(', ') : null;
}

function isOnlineOnly(event: JsonObject): boolean {
  return /OnlineEventAttendanceMode$/.test(text(event.eventAttendanceMode) ?? '');
}

/** "Nangang District, Taipei, TW" from a Place's PostalAddress; the Place's name is the venue. */
function placeOf(event: JsonObject): { location: string | null; venue: string | null } {
  const locations = (Array.isArray(event.location) ? event.location : [event.location]).filter((l) => l !== undefined && l !== null);
  const physical = locations.find((l) => typeof l === 'string' || (typeof l === 'object' && !typesOf(l as JsonObject).includes('virtuallocation')));
  if (typeof physical === 'string') return { location: text(physical), venue: null };
  if (physical && typeof physical === 'object') {
    const place = physical as JsonObject;
    const address = place.address;
    let location: string | null = null;
    if (typeof address === 'string') location = text(address);
    else if (address && typeof address === 'object') {
      const a = address as JsonObject;
      const country = a.addressCountry && typeof a.addressCountry === 'object' ? (a.addressCountry as JsonObject).name : a.addressCountry;
      location = joinParts([text(a.addressLocality), text(a.addressRegion), text(country)]);
    }
    return { location, venue: text(place.name) };
  }
  return { location: locations.length > 0 || isOnlineOnly(event) ? 'Online' : null, venue: null };
}

function imageOf(value: unknown): string | null {
  if (Array.isArray(value)) return imageOf(value[0]);
  if (value && typeof value === 'object') return text((value as JsonObject).url) ?? text((value as JsonObject).contentUrl);
  return text(value);
}

/** A run of capitalised words, allowing "of", "de", "the"… between them: "City University of Hong Kong". */
const WORD = String.raw`\p{Lu}(?:[\p{L}\p{M}\p{N}'’&-]|\.(?=\p{L}))*`;
const NAME = String.raw`${WORD}(?:\s+(?:(?:of|de|del|da|do|di|la|le|the|and|y)\s+)*${WORD})*`;
const PLACE_AFTER_DATE = new RegExp(String.raw`^\s*[—–-]\s*(${NAME}(?:,\s*${NAME})?)`, 'u');
const HELD_IN = new RegExp(String.raw`\b(?:held|hosted|hosting|taking place|takes place|happening)\s+in\s+(${NAME}(?:,\s*${NAME})?)`, 'u');
const HELD_AT = new RegExp(String.raw`\b(?:held|hosted|taking place|takes place|happening)\s+at\s+(?:the\s+)?(${NAME})`, 'u');
const ONLINE = /\b(?:held|hosted|taking place|takes place|happening)\s+(?:entirely\s+|fully\s+|100%\s+)?online\b|\b(?:online|virtual)[- ](?:only\s+)?(?:conference|event)\b/i;

function tidy(name: string | undefined): string | null {
  const s = name?.replace(/[.,;:]+$/, '').trim();
  return s ? s : null;
}

/** Prose fallbacks when the page has no structured event: dates, then place and venue near them. */
function readProse(page: CollectedPage, titles: string[]): Pick<ParsedConference, 'startDate' | 'endDate' | 'location' | 'venue'> {
  const descriptions = [page.meta.get('description'), page.meta.get('og:description'), page.meta.get('twitter:description')].filter(
    (d, i, all): d is string => !!d && all.indexOf(d) === i,
  );
  const texts = [...descriptions, page.bodyText];
  const yearSource = [...titles, ...descriptions].map((t) => YEAR.exec(t)?.[0]).find(Boolean);
  const dates = extractDateRange(texts, yearSource ? Number(yearSource) : null);
  let location: string | null = null;
  if (dates) location = tidy(PLACE_AFTER_DATE.exec(texts[dates.textIndex].slice(dates.index))?.[1]);
  for (const d of descriptions) location ??= tidy(HELD_IN.exec(d)?.[1]);
  if (!location && texts.some((t) => ONLINE.test(t))) location = 'Online';
  let venue: string | null = null;
  for (const d of descriptions) venue ??= tidy(HELD_AT.exec(d)?.[1]);
  return { startDate: dates?.startDate ?? null, endDate: dates?.endDate ?? null, location, venue };
}

/**
 * Reads a conference page: schema.org Event JSON-LD first, then OpenGraph/Twitter meta tags,
 * then the page title and its prose. `pageUrl` (where the page was fetched) resolves relative links.
 */
export function parseConferencePage(html: string, pageUrl: string | null): ParsedConference {
  const page = collectPage(html);
  const meta = (...keys: string[]) => keys.map((k) => page.meta.get(k)).find((v) => v !== undefined && v !== '') ?? null;
  const event = findEvent(page.jsonLd);

  const canonical = absoluteUrl(page.canonical, pageUrl);
  const ogUrl = absoluteUrl(meta('og:url'), pageUrl);
  const url = tidyPath(canonical ?? ogUrl ?? absoluteUrl(text(event?.url), pageUrl));
  const base = canonical ?? ogUrl ?? pageUrl;

  const siteName = meta('og:site_name');
  const rawTitle = text(event?.name) ?? meta('og:title') ?? meta('twitter:title') ?? page.title;
  const title = rawTitle ? cleanTitle(rawTitle, siteName) : null;

  const imageUrl =
    absoluteUrl(meta('og:image', 'og:image:url', 'og:image:secure_url'), base) ??
    absoluteUrl(meta('twitter:image', 'twitter:image:src'), base) ??
    absoluteUrl(imageOf(event?.image), base);

  const structuredStart = datePart(event?.startDate);
  if (event && structuredStart) {
    return {
      title,
      startDate: structuredStart,
      endDate: datePart(event.endDate) ?? structuredStart,
      ...placeOf(event),
      imageUrl,
      url,
    };
  }
  const prose = readProse(page, [rawTitle, page.title, siteName].filter((t): t is string => !!t));
  const place = event ? placeOf(event) : { location: null, venue: null };
  return { title, ...prose, location: place.location ?? prose.location, venue: place.venue ?? prose.venue, imageUrl, url };
}
