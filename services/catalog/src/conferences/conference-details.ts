import {
  AOE,
  ATTENDANCE_MODES,
  CONFERENCE_TOPICS,
  ConferenceDetails,
  ConferenceDetailsInput,
  ConferenceTopic,
  DISCOVERY_LIMITS,
  EVENT_STATUSES,
  cfpClosesAt,
  isCalendarDay,
  isCountryCode,
  isLanguageCode,
  isTimeZone,
  isWebUrl,
  NORMALIZE_SOCIAL,
  SOCIAL_MESSAGES,
  SocialNetwork,
} from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { placeColumns } from '../places/place-columns';

/** The discovery columns of a conference, ready to store. */
export interface NormalizedDetails extends Omit<ConferenceDetails, 'cfpClosesAt'> {
  cfpClosesAt: Date | null;
  /** Kept equal to "not in person" for readers of the older flag. */
  online: boolean;
  placeVersion: number;
}

function optional(value: unknown, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.includes('\u0000')) throw ServiceError.validation(`${label} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw ServiceError.validation(`${label} must be at most ${max} characters`);
  return trimmed === '' ? null : trimmed;
}

function oneOf<T extends string>(value: unknown, label: string, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value === null || value === '') return fallback;
  if (!allowed.includes(value as T)) throw ServiceError.validation(`${label} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

function codeList(value: unknown, label: string, max: number, valid: (v: string) => boolean, example: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw ServiceError.validation(`${label} must be a list`);
  const codes = [...new Set(value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : '')))];
  if (codes.length > max) throw ServiceError.validation(`${label} may list at most ${max} values`);
  const bad = codes.find((c) => !valid(c));
  if (bad !== undefined) throw ServiceError.validation(`${label} must be ${example} (got "${bad}")`);
  return codes;
}

function flag(value: unknown, label: string): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw ServiceError.validation(`${label} must be true or false`);
  return value;
}

/** A handle or profile URL as its canonical handle (contracts social.ts). */
function social(value: unknown, network: SocialNetwork): string | null {
  const text = optional(value, network, 2048);
  if (text === null) return null;
  const handle = NORMALIZE_SOCIAL[network](text);
  if (handle === null) throw ServiceError.validation(SOCIAL_MESSAGES[network]);
  return handle;
}

/**
 * Rules of the discovery fields for every writer. Without an attendance mode the older `online`
 * flag decides (online → online, else in person); the flag is then rewritten from the mode.
 * The place (country, city, its slug and coordinates) follows from these and the conference's
 * `location` (places/place-columns.ts).
 */
export function normalizeDetails(input: ConferenceDetailsInput & { online?: boolean }, location: string | null): NormalizedDetails {
  const cfpUrl = optional(input.cfpUrl, 'cfpUrl', 2048);
  if (cfpUrl !== null && !isWebUrl(cfpUrl)) throw ServiceError.validation('cfpUrl must be a valid http(s) URL');
  const cfpEndDate = optional(input.cfpEndDate, 'cfpEndDate', 10);
  if (cfpEndDate !== null && !isCalendarDay(cfpEndDate)) throw ServiceError.validation('cfpEndDate must be a date written YYYY-MM-DD');
  const cfpTimezone = optional(input.cfpTimezone, 'cfpTimezone', 64) ?? AOE;
  if (!isTimeZone(cfpTimezone)) throw ServiceError.validation('cfpTimezone must be AoE, UTC or an IANA time zone such as Europe/Berlin');
  const attendanceMode = oneOf(input.attendanceMode, 'attendanceMode', ATTENDANCE_MODES, input.online === true ? 'online' : 'in-person');
  const country = optional(input.country, 'country', 2)?.toUpperCase() ?? null;
  if (country !== null && !isCountryCode(country)) throw ServiceError.validation('country must be an ISO 3166 two-letter country code, e.g. DE');
  const city = optional(input.city, 'city', DISCOVERY_LIMITS.city);
  const cocUrl = optional(input.cocUrl, 'cocUrl', 2048);
  if (cocUrl !== null && !isWebUrl(cocUrl)) throw ServiceError.validation('cocUrl must be a valid http(s) URL');
  return {
    cfpUrl,
    cfpEndDate,
    cfpTimezone,
    cfpClosesAt: cfpEndDate ? cfpClosesAt(cfpEndDate, cfpTimezone) : null,
    attendanceMode,
    eventStatus: oneOf(input.eventStatus, 'eventStatus', EVENT_STATUSES, 'scheduled'),
    ...placeColumns({ location, attendanceMode, country, city }),
    languages: codeList(input.languages, 'languages', DISCOVERY_LIMITS.languages, isLanguageCode, 'two-letter ISO 639-1 codes such as en'),
    topics: codeList(input.topics, 'topics', DISCOVERY_LIMITS.topics, (t) => (CONFERENCE_TOPICS as readonly string[]).includes(t), 'confs.tech topics such as javascript') as ConferenceTopic[],
    online: attendanceMode !== 'in-person',
    cocUrl,
    captions: flag(input.captions, 'captions'),
    scholarship: flag(input.scholarship, 'scholarship'),
    twitter: social(input.twitter, 'twitter'),
    mastodon: social(input.mastodon, 'mastodon'),
    bluesky: social(input.bluesky, 'bluesky'),
  };
}
