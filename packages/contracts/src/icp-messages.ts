import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Check, ValidatedAsSent } from './check';
import { COMPANY_EVENT_FIELDS, COMPANY_EVENT_ROLES, COMPANY_FIELDS, COMPANY_SLUG_PATTERN } from './companies.types';
import { issueOf } from './field-checks';
import { ICP_FILTER_REGIONS, ICP_LIMITS, IcpEvent, IcpFilterRegion, IcpProfileFields, SimilarCompany } from './icp';
import { isRowId, MAX_ID } from './ids';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What of a company's ICP the ranking reads: every field present, null when empty, within the profile's limits. */
function icpTextError(value: unknown): string | null {
  if (!isRecord(value)) return 'icp must be an object';
  for (const key of Object.keys(value)) if (!(key in ICP_TEXT_FIELDS)) return `icp.${key} is not allowed`;
  for (const [key, field] of Object.entries(ICP_TEXT_FIELDS)) {
    const v = value[key];
    if (v === undefined || (v !== null && issueOf(field, v))) return `icp.${key} must be null or text of at most ${field.max} characters`;
  }
  return null;
}

/**
 * A track record as the ranking reads it, checked in one pass: a message carries up to ~350 entries,
 * and class-validator's nested validation cost more per message than the ranking it feeds.
 */
function eventsError(label: string, value: unknown, own: boolean): string | null {
  if (!Array.isArray(value)) return `${label} must be an array`;
  if (value.length > ICP_LIMITS.eventsPerPeer) return `${label} must hold at most ${ICP_LIMITS.eventsPerPeer} entries`;
  const keys = own ? OWN_EVENT_KEYS : PEER_EVENT_KEYS;
  for (const e of value) {
    if (!isRecord(e) || Object.keys(e).length !== keys.length || !keys.every((k) => k in e)) return `${label} entries must have exactly: ${keys.join(', ')}`;
    const id = e.conferenceId;
    const custom = e.customConferenceName;
    if (!(own && id === null) && !isRowId(id)) return `${label}: conferenceId must be a conference id${own ? ' or null' : ''}`;
    if (own && custom !== null && (typeof custom !== 'string' || issueOf(COMPANY_EVENT_FIELDS.customConferenceName, custom))) return `${label}: customConferenceName must be null or a name`;
    if (!(COMPANY_EVENT_ROLES as readonly unknown[]).includes(e.role)) return `${label}: role must be one of: ${COMPANY_EVENT_ROLES.join(', ')}`;
    if (e.rating !== null && issueOf(COMPANY_EVENT_FIELDS.rating, e.rating)) return `${label}: rating must be null or 1 to 5`;
  }
  return null;
}

function peersError(value: unknown): string | null {
  if (!Array.isArray(value)) return 'peers must be an array';
  if (value.length > ICP_LIMITS.similar) return `peers must hold at most ${ICP_LIMITS.similar} companies`;
  for (const p of value) {
    if (!isRecord(p) || Object.keys(p).length !== 3) return 'peers entries must have exactly: name, similarity, events';
    if (typeof p.name !== 'string' || issueOf(COMPANY_FIELDS.name, p.name)) return 'peers: name must be a company name';
    if (typeof p.similarity !== 'number' || !(p.similarity >= 0 && p.similarity <= 1)) return 'peers: similarity must be from 0 to 1';
    const events = eventsError('peers events', p.events, false);
    if (events) return events;
  }
  return null;
}

const ICP_TEXT_FIELDS = {
  icpSummary: COMPANY_FIELDS.icpSummary,
  targetIndustries: COMPANY_FIELDS.targetIndustries,
  targetTitles: COMPANY_FIELDS.targetTitles,
  targetCompanySizes: COMPANY_FIELDS.targetCompanySizes,
  targetRegions: COMPANY_FIELDS.targetRegions,
  targetNotes: COMPANY_FIELDS.targetNotes,
};
const OWN_EVENT_KEYS = ['conferenceId', 'customConferenceName', 'role', 'rating'];
const PEER_EVENT_KEYS = ['conferenceId', 'role', 'rating'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * catalog `icpRank`: the published conferences starting in [from, to) that fit a company's ICP, scored
 * against its ICP, its track record and its peers' (as the companies service reports them), one page.
 * Catalog holds the candidates and the past conferences the track records name, so the ranking runs
 * there and only the page travels.
 */
@ValidatedAsSent()
export class IcpRankQuery {
  @Check(icpTextError)
  icp: IcpProfileFields;

  /** The company's own track record, in its profile's order. */
  @Check((value) => eventsError('events', value, true))
  events: IcpEvent[];

  /** The companies with the most similar ICPs, most similar first. */
  @Check(peersError)
  peers: Pick<SimilarCompany, 'name' | 'similarity' | 'events'>[];

  @IsISO8601()
  from: string;

  @IsOptional() @IsISO8601()
  to?: string;

  /** true: online only; false: in person and hybrid; absent: any. */
  @IsOptional() @IsBoolean()
  online?: boolean;

  /** Hybrid conferences only. */
  @IsOptional() @IsBoolean()
  hybrid?: boolean;

  @IsOptional() @IsIn(ICP_FILTER_REGIONS)
  region?: IcpFilterRegion;

  @IsInt() @Min(0) @Max(ICP_LIMITS.maxLimit * (ICP_LIMITS.maxPage - 1))
  offset: number;

  @IsInt() @Min(1) @Max(ICP_LIMITS.maxLimit)
  limit: number;
}

/** companies `similar`: the companies whose ICP is most like this one's, with their published events. */
export class SimilarCompaniesQuery {
  @IsString() @Matches(SLUG, { message: 'Company not found' }) @MaxLength(120)
  slug: string;

  @IsInt() @Min(1) @Max(ICP_LIMITS.similar * 2)
  limit: number;
}

/** companies `attendees` / community `companiesGoing`: who is at one conference, bounded. */
export class ConferenceCompaniesQuery {
  @IsInt() @Min(1) @Max(MAX_ID)
  conferenceId: number;

  @IsInt() @Min(1) @Max(ICP_LIMITS.companiesPerConference)
  limit: number;
}

/**
 * companies `conferenceCompanies`: the conference's track-record entries and which of these names
 * (the companies community says are going) are companies with a profile, in one message.
 */
export class ConferenceCompaniesLookup extends ConferenceCompaniesQuery {
  @IsArray() @ArrayMaxSize(ICP_LIMITS.companiesPerConference) @IsString({ each: true }) @MaxLength(200, { each: true })
  names: string[];
}

/**
 * companies `conferencePage`: what a conference page shows from this service in one message: the
 * conferenceCompanies answer and `companySlug`'s (the featured company's) track-record entries there.
 */
export class ConferencePageCompaniesLookup extends ConferenceCompaniesLookup {
  @IsString() @Matches(COMPANY_SLUG_PATTERN) @MaxLength(120)
  companySlug: string;
}
