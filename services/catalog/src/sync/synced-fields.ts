import { CreateConferenceInput } from '@confdir/contracts';
import { ConferenceEntity } from '../conferences/conference.entity';
import { UpstreamConference } from './sources/source';

/**
 * What a sync keeps current on a conference, in groups that change together: dates, place, CFP,
 * attendance mode, event status, and what it says about inclusion (code of conduct, captions, scholarships,
 * social accounts). Title, type, topics and everything people add stay as they are.
 */
export const SYNCED_GROUPS = {
  dates: ['startDate', 'endDate'],
  place: ['location', 'city', 'country'],
  cfp: ['cfpUrl', 'cfpEndDate'],
  attendanceMode: ['attendanceMode'],
  eventStatus: ['eventStatus'],
  inclusion: ['cocUrl', 'captions', 'scholarship', 'twitter', 'mastodon', 'bluesky'],
} as const satisfies Record<string, readonly (keyof UpstreamConference)[]>;

export type SyncedGroup = keyof typeof SYNCED_GROUPS;
export type SyncedField = (typeof SYNCED_GROUPS)[SyncedGroup][number];
const GROUPS = Object.keys(SYNCED_GROUPS) as SyncedGroup[];

/** The last values an upstream entry had, stored with its link: only a change upstream updates the row. */
export type Snapshot = Pick<UpstreamConference, SyncedField>;

/** Who set each field of a conference (`conferences.field_setters`): 'admin' or 'sync:<source>'. */
export type FieldSetters = Record<string, string>;

/** The admin's edit names these fields; a group is the admin's when any of its fields is. */
const ADMIN_FIELDS_OF_GROUP: Record<SyncedGroup, string[]> = {
  dates: ['startDate', 'endDate'],
  place: ['location', 'city', 'country'],
  cfp: ['cfpUrl', 'cfpEndDate', 'cfpTimezone'],
  attendanceMode: ['attendanceMode'],
  eventStatus: ['eventStatus'],
  inclusion: ['cocUrl', 'captions', 'scholarship', 'twitter', 'mastodon', 'bluesky'],
};

export function snapshotOf(c: UpstreamConference): Snapshot {
  return {
    startDate: c.startDate,
    endDate: c.endDate,
    location: c.location,
    city: c.city,
    country: c.country,
    cfpUrl: c.cfpUrl,
    cfpEndDate: c.cfpEndDate,
    attendanceMode: c.attendanceMode,
    eventStatus: c.eventStatus,
    cocUrl: c.cocUrl ?? null,
    captions: c.captions ?? false,
    scholarship: c.scholarship ?? false,
    twitter: c.twitter ?? null,
    mastodon: c.mastodon ?? null,
    bluesky: c.bluesky ?? null,
  };
}

/**
 * Groups whose values differ between what upstream said last time and now. A field the stored snapshot
 * lacks (it was written before the field was synced) is no change: upstream saying it now is not news.
 */
export function changedGroups(before: Snapshot, now: Snapshot): SyncedGroup[] {
  return GROUPS.filter((g) => SYNCED_GROUPS[g].some((f) => before[f] !== undefined && (before[f] ?? null) !== (now[f] ?? null)));
}

/** A snapshot written before some synced field existed: rewritten (nothing else changes) so later changes show. */
export function olderSnapshot(before: Snapshot): boolean {
  return GROUPS.some((g) => SYNCED_GROUPS[g].some((f) => !(f in before)));
}

export function adminOwns(group: SyncedGroup, setters: FieldSetters): boolean {
  return ADMIN_FIELDS_OF_GROUP[group].some((f) => setters[f] === 'admin');
}

/** Groups a newly linked conference lacks entirely and upstream knows (a CFP, a place): filled, nothing replaced. */
export function missingGroups(row: ConferenceEntity, upstream: UpstreamConference): SyncedGroup[] {
  const missing: SyncedGroup[] = [];
  if (!row.cfpUrl && !row.cfpEndDate && (upstream.cfpUrl || upstream.cfpEndDate)) missing.push('cfp');
  if (!row.location && !row.city && !row.country && upstream.location) missing.push('place');
  if (!knowsInclusion(row) && knowsInclusion(upstream)) missing.push('inclusion');
  return missing;
}

function knowsInclusion(c: Partial<Pick<UpstreamConference, SyncedField>>): boolean {
  return Boolean(c.cocUrl || c.captions || c.scholarship || c.twitter || c.mastodon || c.bluesky);
}

const day = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

/** The conference as a submission, with `groups` taken from upstream: normalised again, its search text and place follow. */
export function inputWith(row: ConferenceEntity, upstream: UpstreamConference, groups: readonly SyncedGroup[]): CreateConferenceInput {
  const input: CreateConferenceInput = {
    title: row.title,
    url: row.url,
    imageUrl: row.imageUrl,
    startDate: row.startDateUtc ? row.startDateUtc.toISOString() : null,
    endDate: row.endDateUtc ? row.endDateUtc.toISOString() : null,
    location: row.location,
    venue: row.venue,
    type: row.type,
    cfpUrl: row.cfpUrl,
    cfpEndDate: row.cfpEndDate,
    cfpTimezone: row.cfpTimezone,
    attendanceMode: row.attendanceMode,
    eventStatus: row.eventStatus,
    country: row.country,
    city: row.city,
    languages: row.languages,
    topics: row.topics,
    cocUrl: row.cocUrl,
    captions: row.captions,
    scholarship: row.scholarship,
    twitter: row.twitter,
    mastodon: row.mastodon,
    bluesky: row.bluesky,
  };
  for (const group of groups) {
    for (const field of SYNCED_GROUPS[group]) Object.assign(input, { [field]: upstream[field] });
  }
  // An upstream day replaces the whole stored instant; a stored time of day stays when the day is the same.
  if (groups.includes('dates')) {
    if (day(row.startDateUtc) === upstream.startDate) input.startDate = row.startDateUtc!.toISOString();
    if (day(row.endDateUtc) === upstream.endDate) input.endDate = row.endDateUtc!.toISOString();
  }
  return input;
}

export function settersFor(groups: readonly SyncedGroup[], source: string): FieldSetters {
  return Object.fromEntries(groups.flatMap((g) => SYNCED_GROUPS[g].map((f) => [f, `sync:${source}`])));
}
