import { AttendanceMode, ConferenceDetails, ConferenceTopic, ConferenceType, EventStatus } from '@confdir/contracts';

/** What a source may know about inclusion (issue 31): a new conference starts with it. */
type UpstreamInclusion = Partial<Pick<ConferenceDetails, 'cocUrl' | 'captions' | 'scholarship' | 'twitter' | 'mastodon' | 'bluesky'>>;

/** One conference as an upstream dataset describes it, mapped to our vocabulary (not yet validated by our rules). */
export interface UpstreamConference extends UpstreamInclusion {
  title: string;
  url: string;
  /** YYYY-MM-DD */
  startDate: string;
  endDate: string;
  location: string | null;
  city: string | null;
  /** ISO 3166 two-letter code. */
  country: string | null;
  attendanceMode: AttendanceMode;
  cfpUrl: string | null;
  cfpEndDate: string | null;
  eventStatus: EventStatus;
  type: ConferenceType;
  languages: string[];
  topics: ConferenceTopic[];
}

export interface UpstreamEntry {
  /** Identity of the entry across runs within its source (normalised URL and start day). */
  key: string;
  /** Where it was read, for reports: `2027/devops.json #3`, `all-events.json #120`. */
  where: string;
  /** The entry's own page (its link in provenance). */
  url: string;
  conference: UpstreamConference;
}

/** A file or an entry that could not be used, and why. */
export interface SyncProblem {
  where: string;
  reason: string;
}

export interface SourceRead {
  entries: UpstreamEntry[];
  /** Entries read but unusable (wrong types, missing fields); keys of those that still have one. */
  rejected: SyncProblem[];
  rejectedKeys: string[];
  /** Files that could not be read at all (HTTP error, time-out, size cap, invalid JSON, refused address). */
  errors: SyncProblem[];
  /** Start days this read covers completely: entries linked before and inside it but not read now are gone upstream. */
  window: { from: string; to: string } | null;
}

/** Reads one upstream location (URL or local path) and answers its text, or null when it does not exist (404, no such file). */
export type UpstreamReader = (location: string) => Promise<string | null>;

/** An open dataset the catalog keeps itself current from: one file per source (sources/), one shape. */
export interface SyncSource {
  name: string;
  /** Shown to visitors: "Listed on confs.tech". */
  label: string;
  /** The public upstream read when no other is configured. */
  defaultUrl: string;
  read(base: string, reader: UpstreamReader, now: Date): Promise<SourceRead>;
}
