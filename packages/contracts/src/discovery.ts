import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional } from 'class-validator';
import { Check } from './check';
import { FieldRule, numberField } from './field-rules';
import { isRowId } from './ids';
import { isCalendarDay } from './catalog.types';
import { Continent, CONTINENT_CODES, isCountryCode } from './countries';
import { ATTENDANCE_MODES, AttendanceMode } from './icp';
import { NORMALIZE_SOCIAL, SOCIAL_MESSAGES, SocialNetwork } from './social';
import { CFP_LIMITS, CONFERENCE_TOPICS, ConferenceTopic, DETAILS_FIELDS, DISCOVERY_LIMITS, EVENT_STATUSES, EventStatus, isLanguageCode, isTimeZone } from './discovery-vocab';

/** Validated query and body shapes of the discovery fields (vocabulary in discovery-vocab.ts). */

/** A rule from a predicate and its one message. */
const rule = (valid: (value: unknown) => boolean, message: string): FieldRule => (value) => (valid(value) ? null : message);

const blankToUndefined = ({ value }: { value: unknown }): unknown => (value === '' || value === 'all' || value === null ? undefined : value);
const upper = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && value !== '' ? value.trim().toUpperCase() : blankToUndefined({ value }));
const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() || undefined : blankToUndefined({ value }));
const lower = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && value !== '' ? value.trim().toLowerCase() : blankToUndefined({ value }));

/** A yes-only filter: 'false' (or nothing) does not filter. */
const noFalse = ({ value }: { value: unknown }): unknown => (value === 'false' ? undefined : blankToUndefined({ value }));

/** Discovery filters of the listing, the CFP page, the calendars and the feed (query string). */
export class DiscoveryFilters {
  /** 'online' also matches hybrid events, 'in-person' too: both can be attended that way. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(ATTENDANCE_MODES, { message: `mode must be one of: all, ${ATTENDANCE_MODES.join(', ')}` })
  mode?: AttendanceMode;

  @IsOptional()
  @Transform(upper)
  @Check(rule(isCountryCode, 'country must be an ISO 3166 two-letter country code, e.g. DE'))
  country?: string;

  /** A city of `country`: its slug (`zurich`) or its name in any spelling or script (`Zürich`, `Цюрих`). */
  @IsOptional()
  @Transform(trimmed)
  @Check(DETAILS_FIELDS.city)
  city?: string;

  @IsOptional()
  @Transform(upper)
  @IsIn(CONTINENT_CODES, { message: `continent must be one of: ${CONTINENT_CODES.join(', ')}` })
  continent?: Continent;

  @IsOptional()
  @Transform(lower)
  @Check(rule(isLanguageCode, 'language must be a two-letter ISO 639-1 code, e.g. en'))
  language?: string;

  @IsOptional()
  @Transform(lower)
  @IsIn(CONFERENCE_TOPICS, { message: 'topic must be one of the confs.tech topics, e.g. javascript, devops, ux' })
  topic?: ConferenceTopic;

  /** 'open': the call for papers has not closed yet. */
  @IsOptional()
  @Transform(blankToUndefined)
  @IsIn(['open'], { message: 'cfp must be open' })
  cfp?: 'open';

  /** 'true': the conference links its code of conduct. */
  @IsOptional()
  @Transform(noFalse)
  @IsIn(['true'], { message: 'coc must be true or false' })
  coc?: 'true';

  /** 'true': talks are captioned or interpreted in sign language. */
  @IsOptional()
  @Transform(noFalse)
  @IsIn(['true'], { message: 'captions must be true or false' })
  captions?: 'true';

  /** 'true': scholarships or diversity tickets are offered. */
  @IsOptional()
  @Transform(noFalse)
  @IsIn(['true'], { message: 'scholarship must be true or false' })
  scholarship?: 'true';
}

const toInt = ({ value }: { value: unknown }): unknown => (typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value === '' ? undefined : value);

/** GET /api/cfps: open calls for papers, soonest deadline first (`catalog.conferences.open-cfps`). */
export class OpenCfpsQuery extends DiscoveryFilters {
  @IsOptional()
  @Transform(toInt)
  @Check(numberField('page', 1, CFP_LIMITS.maxPage))
  page?: number;

  @IsOptional()
  @Transform(toInt)
  @Check(numberField('limit', 1, CFP_LIMITS.maxLimit))
  limit?: number;
}

const trimOrNull = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : value.trim();
};
const codes = (transform: (v: string) => string) => ({ value }: { value: unknown }): unknown =>
  Array.isArray(value) ? [...new Set(value.map((v) => (typeof v === 'string' ? transform(v.trim()) : v)))] : value;

/** A handle or profile URL as its canonical handle; a value no reader accepts stays as sent, for the check to refuse. */
const social = (network: SocialNetwork) => ({ value }: { value: unknown }): unknown => {
  const text = trimOrNull({ value });
  return typeof text === 'string' ? (NORMALIZE_SOCIAL[network](text) ?? text) : text;
};
const socialRule = (network: SocialNetwork): FieldRule => (value) =>
  value === null || value === undefined || (typeof value === 'string' && NORMALIZE_SOCIAL[network](value) === value) ? null : SOCIAL_MESSAGES[network];

/** The discovery fields of a submission or an admin edit (body); every one optional. */
export class ConferenceDetailsFields {
  @IsOptional()
  @Transform(trimOrNull)
  @Check(DETAILS_FIELDS.cfpUrl)
  cfpUrl?: string | null;

  @IsOptional()
  @Transform(trimOrNull)
  @Check(rule(isCalendarDay, 'cfpEndDate must be a date written YYYY-MM-DD'))
  cfpEndDate?: string | null;

  @IsOptional()
  @Transform(trimOrNull)
  @Check(rule(isTimeZone, 'cfpTimezone must be AoE, UTC or an IANA time zone such as Europe/Berlin'))
  cfpTimezone?: string;

  @IsOptional()
  @IsIn(ATTENDANCE_MODES, { message: `attendanceMode must be one of: ${ATTENDANCE_MODES.join(', ')}` })
  attendanceMode?: AttendanceMode;

  @IsOptional()
  @IsIn(EVENT_STATUSES, { message: `eventStatus must be one of: ${EVENT_STATUSES.join(', ')}` })
  eventStatus?: EventStatus;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? (value.trim() === '' ? null : value.trim().toUpperCase()) : value))
  @Check(rule(isCountryCode, 'country must be an ISO 3166 two-letter country code, e.g. DE'))
  country?: string | null;

  @IsOptional()
  @Transform(trimOrNull)
  @Check(DETAILS_FIELDS.city)
  city?: string | null;

  @IsOptional()
  @Transform(codes((v) => v.toLowerCase()))
  @IsArray({ message: 'languages must be a list of language codes' })
  @ArrayMaxSize(DISCOVERY_LIMITS.languages, { message: `languages may list at most ${DISCOVERY_LIMITS.languages} codes` })
  @Check(rule((v) => Array.isArray(v) && v.every(isLanguageCode), 'languages must be two-letter ISO 639-1 codes, e.g. en'))
  languages?: string[];

  @IsOptional()
  @Transform(codes((v) => v.toLowerCase()))
  @IsArray({ message: 'topics must be a list of topics' })
  @ArrayMaxSize(DISCOVERY_LIMITS.topics, { message: `topics may list at most ${DISCOVERY_LIMITS.topics} topics` })
  @IsIn(CONFERENCE_TOPICS, { each: true, message: 'topics must be confs.tech topics, e.g. javascript, devops, ux' })
  topics?: ConferenceTopic[];

  @IsOptional()
  @Transform(trimOrNull)
  @Check(DETAILS_FIELDS.cocUrl)
  cocUrl?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'captions must be true or false' })
  captions?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'scholarship must be true or false' })
  scholarship?: boolean;

  @IsOptional()
  @Transform(social('twitter'))
  @Check(socialRule('twitter'))
  twitter?: string | null;

  @IsOptional()
  @Transform(social('mastodon'))
  @Check(socialRule('mastodon'))
  mastodon?: string | null;

  @IsOptional()
  @Transform(social('bluesky'))
  @Check(socialRule('bluesky'))
  bluesky?: string | null;
}

/** `catalog.admin.conferences.update-details`: replaces the discovery fields of one conference (absent = default). */
export class UpdateConferenceDetailsMessage extends ConferenceDetailsFields {
  @Check(rule(isRowId, 'id must be a positive integer'))
  id: number;
}
