import type { Conference } from '@/types/conference';
import { SCHEMA_ORG_ATTENDANCE, SCHEMA_ORG_EVENT_STATUS } from './discovery';
import { safeHttpUrl, safeImageUrl } from './urls';

const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the line separators
 * become \uXXXX escapes, so visitor text can never close the script element or start markup,
 * while JSON.parse still returns the original strings.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** schema.org Event of a conference card (SPEC §2). */
export function conferenceEvent(conference: Conference, origin: string): Record<string, unknown> {
  const image = safeImageUrl(conference.imageUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: conference.title,
    url: safeHttpUrl(conference.url),
    image: image && new URL(image, origin).href,
    startDate: conference.startDateUTC ?? undefined,
    endDate: conference.endDateUTC ?? undefined,
    eventAttendanceMode: SCHEMA_ORG_ATTENDANCE[conference.attendanceMode] ?? SCHEMA_ORG_ATTENDANCE['in-person'],
    eventStatus: SCHEMA_ORG_EVENT_STATUS[conference.eventStatus] ?? SCHEMA_ORG_EVENT_STATUS.scheduled,
    location: conference.location ? { '@type': 'Place', name: conference.location, address: conference.location } : undefined,
    description: `${conference.type || 'General'} conference`,
  };
}

/**
 * The date form Google's Event rules ask for: a conference stored as a day (midnight UTC, no time
 * known) is a bare `YYYY-MM-DD`, so it does not claim to start at midnight UTC wherever it is;
 * a known time keeps its full ISO 8601 form with the UTC offset.
 */
export function schemaDate(iso: string | null | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const full = date.toISOString();
  return full.endsWith('T00:00:00.000Z') ? full.slice(0, 10) : full;
}

function place(conference: Conference): Record<string, unknown> | undefined {
  const { venue, location, city, country } = conference;
  const name = venue ?? location ?? city;
  if (!name && !country) return undefined;
  return {
    '@type': 'Place',
    name: name ?? country,
    address: { '@type': 'PostalAddress', addressLocality: city ?? location ?? undefined, addressCountry: country ?? undefined },
  };
}

/**
 * schema.org Event of a conference's own page, by Google's Event rich-result rules: name,
 * startDate (required: without it there is no Event), endDate, eventStatus, eventAttendanceMode,
 * location (a Place with a PostalAddress in person, a VirtualLocation online, both when hybrid),
 * the page's url, the official site as sameAs, its image and a description. No organizer or
 * offers: the catalog does not know them.
 */
export function conferencePageEvent(conference: Conference, pageUrl: string, baseUrl: string): Record<string, unknown> | undefined {
  const startDate = schemaDate(conference.startDateUTC);
  if (!startDate) return undefined;
  const website = safeHttpUrl(conference.url);
  const image = safeImageUrl(conference.imageUrl);
  const physical = conference.attendanceMode === 'online' ? undefined : place(conference);
  const virtual = conference.attendanceMode !== 'in-person' && website ? { '@type': 'VirtualLocation', url: website } : undefined;
  const locations = [physical, virtual].filter((l) => l !== undefined);
  const where = conference.location ?? conference.city;
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: conference.title,
    startDate,
    endDate: schemaDate(conference.endDateUTC) ?? startDate,
    eventStatus: SCHEMA_ORG_EVENT_STATUS[conference.eventStatus] ?? SCHEMA_ORG_EVENT_STATUS.scheduled,
    eventAttendanceMode: SCHEMA_ORG_ATTENDANCE[conference.attendanceMode] ?? SCHEMA_ORG_ATTENDANCE['in-person'],
    location: locations.length > 1 ? locations : locations[0],
    url: pageUrl,
    sameAs: website,
    image: image ? [new URL(image, baseUrl).href] : undefined,
    description: `${conference.type || 'General'} conference${where ? ` in ${where}` : conference.attendanceMode === 'online' ? ' online' : ''}`,
  };
}

/** schema.org ItemList of a listing page: its entries' URLs, numbered from the page's first position. */
export function itemList(urls: string[], firstPosition = 1): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: urls.length,
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: firstPosition + i, url })),
  };
}
