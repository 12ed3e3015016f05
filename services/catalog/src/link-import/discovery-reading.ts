import { AttendanceMode, EventStatus, type LinkPreviewFields } from '@confdir/contracts';
import { countryCode, isKnownCity } from './countries';
import { CollectedPage } from './html-collector';
import { JsonObject } from './json-ld';
import { text } from './json-values';
import { absoluteUrl } from './own-address';
import { findSpans } from './text-dates';

/**
 * The discoverability fields a page may state: its call for papers (link and last day), how one
 * attends, whether it still happens, and the country and city of its location.
 */
export type DiscoveryReading = Pick<LinkPreviewFields, 'cfpUrl' | 'cfpEndDate' | 'attendanceMode' | 'eventStatus' | 'country' | 'city'>;

type Source = 'structured data' | 'page text';
export type DiscoverySources = Partial<Record<keyof DiscoveryReading, Source>>;

const CFP_WORDS = /c\.?f\.?p|call for|papers?|proposals?|submission|submiss|submit|talks?|speakers?|convocatoria|chamada|einreich|徵稿|征稿|応募|募集|공모/i;
const HYBRID = /\bhybrid\b|\bhíbrid[oa]\b|\bhybride\b|\b(?:online|virtual)\s+(?:and|&|\+|or)\s+(?:on[- ]?site|in[- ]person|offline)\b|\b(?:on[- ]?site|in[- ]person)\s+(?:and|&|\+|or)\s+(?:online|virtual)\b/i;
const CANCELLED = /\b(?:has been|was|is)\s+cancell?ed\b|\bcancell?ed\s+due to\b/i;
const POSTPONED = /\b(?:has been|was|is)\s+postponed\b/i;

const SCHEMA_MODE: Record<string, AttendanceMode> = { OfflineEventAttendanceMode: 'in-person', OnlineEventAttendanceMode: 'online', MixedEventAttendanceMode: 'hybrid' };
const SCHEMA_STATUS: Record<string, EventStatus> = { EventScheduled: 'scheduled', EventCancelled: 'cancelled', EventPostponed: 'postponed', EventRescheduled: 'rescheduled', EventMovedOnline: 'scheduled' };

function schemaTerm(value: unknown): string | null {
  return text(value)?.split(/[/:#]/).pop() ?? null;
}

/** The last day to submit: a date the page sets aside as a call-for-papers date, before the event. */
function cfpDeadline(texts: string[], year: number | null, eventStart: string | null): string | null {
  const deadlines = findSpans(texts, year).filter((s) => s.asideBy && CFP_WORDS.test(s.asideBy) && (!eventStart || s.endDate < eventStart));
  const closing = deadlines.find((s) => /clos|deadline|until|due|bis|hasta|até|jusqu|截止|締切|마감/i.test(s.asideBy!)) ?? deadlines[deadlines.length - 1];
  return closing?.endDate ?? null;
}

export function readDiscovery(args: {
  page: CollectedPage;
  event: JsonObject | null;
  texts: string[];
  base: string | null;
  edition: number | null;
  startDate: string | null;
  location: string | null;
  venue: string | null;
}): { reading: DiscoveryReading; sources: DiscoverySources } {
  const { page, event, texts, base, edition, startDate, location, venue } = args;
  const sources: DiscoverySources = {};
  const summary = texts.slice(0, -1).join('\n');

  const cfpUrl = page.cfpLinks.map((href) => absoluteUrl(href, base)).find(Boolean) ?? null;
  if (cfpUrl) sources.cfpUrl = 'page text';
  const cfpEndDate = cfpDeadline(texts, edition, startDate);
  if (cfpEndDate) sources.cfpEndDate = 'page text';

  let attendanceMode: AttendanceMode | null = SCHEMA_MODE[schemaTerm(event?.eventAttendanceMode) ?? ''] ?? null;
  if (attendanceMode) sources.attendanceMode = 'structured data';
  else {
    attendanceMode = HYBRID.test(summary) ? 'hybrid' : location === 'Online' ? 'online' : location || venue ? 'in-person' : null;
    if (attendanceMode) sources.attendanceMode = 'page text';
  }

  let eventStatus: EventStatus | null = SCHEMA_STATUS[schemaTerm(event?.eventStatus) ?? ''] ?? null;
  if (eventStatus) sources.eventStatus = 'structured data';
  else {
    eventStatus = CANCELLED.test(summary) ? 'cancelled' : POSTPONED.test(summary) ? 'postponed' : null;
    if (eventStatus) sources.eventStatus = 'page text';
  }

  const parts = location && location !== 'Online' ? location.split(/\s*,\s*/) : [];
  const country = parts.length > 0 ? [...parts].reverse().map(countryCode).find(Boolean) ?? null : null;
  // "Nangang District, Taipei, TW": a large city named among the parts is the city; else the first part.
  const city = parts.find(isKnownCity) ?? (parts.length > 1 && !countryCode(parts[0]) && !/\d/.test(parts[0]) ? parts[0] : null);
  return { reading: { cfpUrl, cfpEndDate, attendanceMode, eventStatus, country, city }, sources };
}
