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
