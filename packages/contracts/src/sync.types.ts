/**
 * Sync from open datasets (issue 31): provenance of a conference, the admin's view of the sources,
 * their runs and the review queue of near misses. Wire types only (browser-safe).
 */

export const SYNC_SOURCE_NAMES = ['confs-tech', 'developers-events'] as const;
export type SyncSourceName = (typeof SYNC_SOURCE_NAMES)[number];
/** How a source is named to people ("Listed on confs.tech"). */
export const SYNC_SOURCE_LABELS: Record<SyncSourceName, string> = { 'confs-tech': 'confs.tech', 'developers-events': 'developers.events' };

/** Where people browse each dataset ("Listed on confs.tech" links there). */
export const SYNC_SOURCE_SITES: Record<SyncSourceName, string> = { 'confs-tech': 'https://confs.tech', 'developers-events': 'https://developers.events' };

/** An upstream dataset listing a conference. */
export interface ConferenceSourceLink {
  name: string;
  /** The entry's own address upstream gives (the conference's site). */
  url: string;
  firstSeen: string;
  lastSeen: string;
  /** Admin answers only: the entry is no longer listed upstream (the conference is kept). */
  gone?: boolean;
}

export interface SyncProblemJson {
  where: string;
  reason: string;
}

export interface SyncRunJson {
  id: number;
  trigger: 'schedule' | 'admin' | 'command';
  status: 'running' | 'ok' | 'partial' | 'failed';
  startedAt: string;
  finishedAt: string | null;
  created: number;
  updated: number;
  unchanged: number;
  linked: number;
  queued: number;
  gone: number;
  rejected: number;
  durationMs: number | null;
  errorCount: number;
  /** The first errors of the run (at most 50). */
  errors: SyncProblemJson[];
}

export interface SyncSourceJson {
  name: string;
  label: string;
  /** Where it is read from. */
  upstream: string;
  /** Synced on the schedule (SYNC_SOURCES). */
  scheduled: boolean;
  /** 0: the schedule is off. */
  intervalMinutes: number;
  /** The last runs, newest first (at most 10). */
  runs: SyncRunJson[];
}

export interface SyncSourcesResponse {
  sources: SyncSourceJson[];
  /** Near misses waiting for an admin. */
  openReviews: number;
}

export interface SyncStartedResponse {
  source: string;
  runId: number;
}

export interface SyncReviewCandidate {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  startDateUTC: string | null;
  url: string;
}

export interface SyncReviewJson {
  id: number;
  source: string;
  reason: string;
  createdAt: string;
  /** What upstream says: title, url, startDate, endDate, location, where it was read. */
  entry: { title: string; url: string; startDate: string; endDate: string; location: string | null; where: string };
  candidates: SyncReviewCandidate[];
}

export const SYNC_REVIEW_ACTIONS = ['link', 'create'] as const;
export type SyncReviewAction = (typeof SYNC_REVIEW_ACTIONS)[number];
