import { textField } from './field-rules';
import { AttendanceMode } from './icp';

/**
 * What makes a conference findable beyond its dates: the call for papers, how one attends, whether
 * it still happens, where exactly, in which languages and on which topics. Shared by the catalog,
 * the gateway, the web app and add-by-link. Decorator-free, so the web app can import it.
 */

/** How one attends (ATTENDANCE_MODES, shared with ICP fit); schema.org `eventAttendanceMode` is Offline/Online/MixedEventAttendanceMode. */
export const SCHEMA_ORG_ATTENDANCE: Record<AttendanceMode, string> = {
  'in-person': 'https://schema.org/OfflineEventAttendanceMode',
  online: 'https://schema.org/OnlineEventAttendanceMode',
  hybrid: 'https://schema.org/MixedEventAttendanceMode',
};

/** Whether it still happens; schema.org `eventStatus` (EventScheduled, EventCancelled, ...). */
export const EVENT_STATUSES = ['scheduled', 'cancelled', 'postponed', 'rescheduled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const SCHEMA_ORG_EVENT_STATUS: Record<EventStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  cancelled: 'https://schema.org/EventCancelled',
  postponed: 'https://schema.org/EventPostponed',
  rescheduled: 'https://schema.org/EventRescheduled',
};

/** The confs.tech topic names (their data's file names), so imported topics and filters agree. */
export const CONFERENCE_TOPICS = [
  'accessibility', 'android', 'api', 'cfml', 'clojure', 'cpp', 'css', 'data', 'devops', 'dotnet', 'elixir', 'elm',
  'general', 'golang', 'graphql', 'groovy', 'haskell', 'identity', 'ios', 'iot', 'java', 'javascript', 'kotlin',
  'leadership', 'networking', 'opensource', 'performance', 'php', 'product', 'python', 'ruby', 'rust', 'scala',
  'security', 'sre', 'tech-comm', 'testing', 'typescript', 'ux',
] as const;
export type ConferenceTopic = (typeof CONFERENCE_TOPICS)[number];

/** Anywhere on Earth (UTC-12): a deadline day closes when that day has ended everywhere. */
export const AOE = 'AoE';

export const DISCOVERY_LIMITS = { city: 100, topics: 10, languages: 10 } as const;

/** GET /api/cfps paging: the CFP page's size and its last page. */
export const CFP_LIMITS = { pageSize: 20, maxLimit: 200, maxPage: 10_000 } as const;

/** The free-text discovery fields of a submission or an admin edit. */
export const DETAILS_FIELDS = {
  cfpUrl: textField('cfpUrl', 2048, { format: 'url' }),
  cocUrl: textField('cocUrl', 2048, { format: 'url' }),
  city: textField('city', DISCOVERY_LIMITS.city),
} as const;

/** The fields every conference carries in API answers. */
export interface ConferenceDetails {
  cfpUrl: string | null;
  /** Last day of the call for papers, YYYY-MM-DD, in `cfpTimezone`. */
  cfpEndDate: string | null;
  /** 'AoE' (the default), 'UTC' or an IANA zone such as 'Europe/Berlin'. */
  cfpTimezone: string;
  /** The instant the call closes (end of `cfpEndDate` in `cfpTimezone`), ISO; null without a deadline. */
  cfpClosesAt: string | null;
  attendanceMode: AttendanceMode;
  eventStatus: EventStatus;
  /** ISO 3166-1 alpha-2, upper case: the writer's, else the country of the city the location names. */
  country: string | null;
  /** The writer's city, else the gazetteer's name of the city the location names. */
  city: string | null;
  /** The gazetteer city the conference is in (unique within `country`), null when online or not known: `/countries/{cc}/{citySlug}`. */
  citySlug: string | null;
  /** The city's coordinates (WGS 84 degrees), with `citySlug`. */
  latitude: number | null;
  longitude: number | null;
  /** ISO 639-1 codes, lower case. */
  languages: string[];
  topics: ConferenceTopic[];
  /** Inclusion (issue 31): the code of conduct's page. */
  cocUrl: string | null;
  /** Talks are captioned or interpreted in sign language. */
  captions: boolean;
  /** Scholarships or diversity tickets are offered. */
  scholarship: boolean;
  /** Social accounts as canonical handles (social.ts): `name`, `@user@host`, `name.bsky.social`. */
  twitter: string | null;
  mastodon: string | null;
  bluesky: string | null;
}

/** A conference nobody has told us more about: fixtures and mappers of older data spread it. */
export const NO_CONFERENCE_DETAILS: Readonly<ConferenceDetails> = {
  cfpUrl: null,
  cfpEndDate: null,
  cfpTimezone: AOE,
  cfpClosesAt: null,
  attendanceMode: 'in-person',
  eventStatus: 'scheduled',
  country: null,
  city: null,
  citySlug: null,
  latitude: null,
  longitude: null,
  languages: [],
  topics: [],
  cocUrl: null,
  captions: false,
  scholarship: false,
  twitter: null,
  mastodon: null,
  bluesky: null,
};

/** What a writer (submit, admin, import, add-by-link) may set; absent values take the defaults. The place's slug and coordinates are the catalog's to find. */
export type ConferenceDetailsInput = Partial<
  Omit<ConferenceDetails, 'cfpClosesAt' | 'cfpEndDate' | 'cfpUrl' | 'country' | 'city' | 'citySlug' | 'latitude' | 'longitude' | 'cocUrl' | 'twitter' | 'mastodon' | 'bluesky'>
> & {
  cfpUrl?: string | null;
  cocUrl?: string | null;
  twitter?: string | null;
  mastodon?: string | null;
  bluesky?: string | null;
  cfpEndDate?: string | null;
  country?: string | null;
  city?: string | null;
};

export function isTimeZone(value: unknown): value is string {
  if (value === AOE) return true;
  if (typeof value !== 'string' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

// Built once: constructing an Intl.DisplayNames costs about a millisecond.
let knownLanguages: Intl.DisplayNames | undefined;
let languageNames: Intl.DisplayNames | undefined;

/** A two-letter language code the runtime can name ('en', 'de', 'uk'). */
export function isLanguageCode(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[a-z]{2}$/.test(value)) return false;
  knownLanguages ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  return knownLanguages.of(value) !== undefined;
}

export function languageName(code: string): string {
  languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });
  return languageNames.of(code) ?? code;
}

/** Minutes `timeZone` is ahead of UTC at `at`. */
function offsetMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute')) - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000;
}

/** When a call whose last day is `day` (YYYY-MM-DD) closes: the midnight that ends that day in `timeZone`. */
export function cfpClosesAt(day: string, timeZone: string = AOE): Date {
  const nextMidnightUtc = Date.parse(`${day}T00:00:00Z`) + 86_400_000;
  if (timeZone === AOE) return new Date(nextMidnightUtc + 12 * 3_600_000);
  let at = nextMidnightUtc - offsetMinutes(new Date(nextMidnightUtc), timeZone) * 60_000;
  // Near a daylight-saving change the offset at the guess may differ from the offset at the answer.
  at = nextMidnightUtc - offsetMinutes(new Date(at), timeZone) * 60_000;
  return new Date(at);
}

