import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { CreateConferenceInput } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { ConferenceEntity } from '../conferences/conference.entity';
import { NormalizedConference, normalizeConferenceInput } from '../conferences/conference-input';
import { ConferenceBatches } from '../conferences/conference-batches';
import { lockSameEvents } from '../conferences/same-event';
import { ListingPages } from '../conferences/listing-pages';
import { normalizeUrl } from '../conferences/text';
import { daysApart, KnownConferences, matchEntry, MatchResult, NEAR_DAYS } from './matching';
import { SourceRead, SyncProblem, UpstreamEntry } from './sources/source';
import { adminOwns, changedGroups, FieldSetters, inputWith, missingGroups, olderSnapshot, settersFor, snapshotOf, SyncedGroup } from './synced-fields';
import { SYNC_CONFIG, SyncConfig } from './sync.config';
import * as links from './sync-links';

export interface SyncTally {
  created: number;
  updated: number;
  unchanged: number;
  /** Matched a conference another way listed, and linked to it. */
  linked: number;
  /** Near misses waiting in the review queue. */
  queued: number;
  /** Linked before, no longer listed upstream (kept, flagged). */
  gone: number;
  rejected: number;
  errors: SyncProblem[];
}

interface Update {
  entry: UpstreamEntry;
  linkId: number | null;
  conferenceId: number;
  groups: SyncedGroup[];
}

/**
 * Writes one source's reading: entries in start-day order, SYNC_BATCH_SIZE at a time, each batch's link and
 * update writes in one transaction after bounded reads (links by key, conferences around the start days),
 * with a pause after each batch in proportion to its own time (SYNC_PAUSE_PERCENT), so public reads keep their latency.
 */
@Injectable()
export class SyncWriter {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly conferences: ConferenceBatches,
    private readonly pages: ListingPages,
    @Inject(SYNC_CONFIG) private readonly config: SyncConfig,
  ) {}

  async write(source: string, read: SourceRead, seenAt: Date): Promise<SyncTally> {
    const tally: SyncTally = { created: 0, updated: 0, unchanged: 0, linked: 0, queued: 0, gone: 0, rejected: read.rejected.length, errors: [...read.errors, ...read.rejected] };
    const upstreamKeys = new Set([...read.entries.map((e) => e.key), ...read.rejectedKeys]);
    const entries = [...read.entries].sort((a, b) => a.conference.startDate.localeCompare(b.conference.startDate) || a.key.localeCompare(b.key));
    const { batchSize, pausePercent } = this.config.pace;
    for (let i = 0; i < entries.length; i += batchSize) {
      const began = performance.now();
      await this.batch(source, entries.slice(i, i + batchSize), upstreamKeys, seenAt, tally);
      if (pausePercent > 0 && i + batchSize < entries.length) await sleep(((performance.now() - began) * pausePercent) / 100);
    }
    await links.touchKeys(this.db.manager, source, read.rejectedKeys, seenAt);
    // A file that could not be read says nothing about its entries: none is called gone then.
    if (read.errors.length === 0 && read.window) tally.gone = await links.markGone(this.db.manager, source, seenAt, read.window);
    this.pages.invalidate();
    return tally;
  }

  private async batch(source: string, entries: UpstreamEntry[], upstreamKeys: Set<string>, seenAt: Date, tally: SyncTally): Promise<void> {
    const m = this.db.manager;
    const urlOf = new Map(entries.map((e) => [e.key, normalizeUrl(e.url)]));
    const linked = new Map((await links.linksByKey(m, source, entries.map((e) => e.key))).map((l) => [l.upstreamKey, l]));
    const updates: Update[] = [];
    const touched: number[] = [];
    let rest: UpstreamEntry[] = [];
    for (const entry of entries) {
      const link = linked.get(entry.key);
      if (!link) rest.push(entry);
      else {
        const groups = changedGroups(link.snapshot, snapshotOf(entry.conference));
        if (groups.length === 0 && !olderSnapshot(link.snapshot)) touched.push(link.id);
        else updates.push({ entry, linkId: link.id, conferenceId: link.conferenceId, groups });
      }
    }
    rest = await this.followMovedEntries(m, source, rest, urlOf, upstreamKeys, updates);
    const waiting = rest.length > 0 ? await links.pendingReviews(m, source, rest.map((e) => e.key)) : new Set<string>();
    const unmatched = rest.filter((e) => !waiting.has(e.key));
    const known = unmatched.length > 0 ? await links.conferencesAround(m, [...new Set(unmatched.map((e) => e.conference.startDate))], NEAR_DAYS) : [];

    await this.db.transaction(async (tx) => {
      const waitingEntries = rest.filter((e) => waiting.has(e.key));
      await links.refreshReviews(tx, source, waitingEntries);
      tally.queued += waitingEntries.length;
      await this.placeNew(tx, source, unmatched, urlOf, new KnownConferences(known), seenAt, updates, tally);
      await links.touchLinks(tx, touched, seenAt);
      tally.unchanged += touched.length;
      await this.applyUpdates(tx, source, updates, urlOf, seenAt, tally);
    });
  }

  /** An unlinked entry on the site of a link whose key upstream no longer has, within a year: its dates moved. */
  private async followMovedEntries(m: EntityManager, source: string, rest: UpstreamEntry[], urlOf: Map<string, string>, upstreamKeys: Set<string>, updates: Update[]): Promise<UpstreamEntry[]> {
    if (rest.length === 0) return rest;
    const stale = (await links.linksBySite(m, source, [...new Set(rest.map((e) => urlOf.get(e.key)!))])).filter((l) => !upstreamKeys.has(l.upstreamKey));
    const used = new Set<number>();
    return rest.filter((entry) => {
      const moved = stale.find((l) => !used.has(l.id) && l.upstreamKey.startsWith(`${urlOf.get(entry.key)}|`) && daysApart(l.snapshot.startDate, entry.conference.startDate) <= 366);
      if (!moved) return true;
      used.add(moved.id);
      updates.push({ entry, linkId: moved.id, conferenceId: moved.conferenceId, groups: changedGroups(moved.snapshot, snapshotOf(entry.conference)) });
      return false;
    });
  }

  /**
   * New entries: linked to the conference each is, queued when it may be one, else created (the batch's in
   * one insert; entries of the batch are matched against each other too, through temporary negative ids).
   */
  private async placeNew(tx: EntityManager, source: string, entries: UpstreamEntry[], urlOf: Map<string, string>, known: KnownConferences, seenAt: Date, updates: Update[], tally: SyncTally): Promise<void> {
    const creating: Array<{ entry: UpstreamEntry; tempId: number; conference: NormalizedConference }> = [];
    const decided: Array<{ entry: UpstreamEntry; match: Exclude<MatchResult, { kind: 'new' }> }> = [];
    for (const entry of entries) {
      const c = entry.conference;
      const facts = { title: c.title, normalizedUrl: urlOf.get(entry.key)!, startDay: c.startDate, city: c.city, location: c.location, online: c.attendanceMode === 'online' };
      const match = matchEntry(facts, known);
      if (match.kind !== 'new') {
        decided.push({ entry, match });
        continue;
      }
      try {
        const tempId = -(creating.length + 1);
        creating.push({ entry, tempId, conference: normalizeConferenceInput(entryInput(entry)) });
        known.add({ ...facts, id: tempId });
      } catch (err) {
        if (!(err instanceof ServiceError)) throw err;
        tally.rejected++;
        tally.errors.push({ where: entry.where, reason: `"${c.title}": ${err.payload.message}` });
      }
    }
    // Listed since the batch matched (a visitor submitted the same site meanwhile): linked to it, as a match would be.
    const listed = await lockSameEvents(tx, creating.map((n) => n.conference));
    const realId = new Map<number, number>();
    creating.forEach((n, i) => {
      const id = listed[i]?.id;
      if (id === undefined) return;
      realId.set(n.tempId, id);
      decided.push({ entry: n.entry, match: { kind: 'same', id, by: 'url' } });
    });
    const inserting = creating.filter((_, i) => listed[i] === null);
    const ids = await this.create(tx, inserting.map((n) => n.conference));
    inserting.forEach((n, i) => realId.set(n.tempId, ids[i]));
    const real = (id: number) => (id < 0 ? realId.get(id)! : id);
    const newLinks: links.NewLink[] = inserting.map((n, i) => ({ entry: n.entry, normalizedUrl: urlOf.get(n.entry.key)!, conferenceId: ids[i], snapshot: snapshotOf(n.entry.conference) }));
    tally.created += inserting.length;
    const reviews: links.NewReview[] = [];
    for (const { entry, match } of decided) {
      if (match.kind === 'same') {
        newLinks.push({ entry, normalizedUrl: urlOf.get(entry.key)!, conferenceId: real(match.id), snapshot: snapshotOf(entry.conference) });
        updates.push({ entry, linkId: null, conferenceId: real(match.id), groups: [] });
        tally.linked++;
      } else {
        reviews.push({ entry, candidateIds: match.ids.map(real), reason: match.reason });
        tally.queued++;
      }
    }
    await links.insertLinks(tx, source, newLinks, seenAt);
    await links.queueReviews(tx, source, reviews);
  }

  /** The batch's new conferences in one insert; once more with fresh slugs when one was taken meanwhile. */
  private async create(tx: EntityManager, conferences: NormalizedConference[]): Promise<number[]> {
    if (conferences.length === 0) return [];
    await tx.query('SAVEPOINT sync_creates');
    try {
      return await this.conferences.insertMany(tx, conferences, 'import');
    } catch {
      await tx.query('ROLLBACK TO SAVEPOINT sync_creates');
      return this.conferences.insertMany(tx, conferences, 'import');
    }
  }

  /** Changed groups (and, for a new link, what the conference lacks) written unless an admin set them; the link follows. One UPDATE of each table. */
  private async applyUpdates(tx: EntityManager, source: string, updates: Update[], urlOf: Map<string, string>, seenAt: Date, tally: SyncTally): Promise<void> {
    if (updates.length === 0) return;
    const ids = [...new Set(updates.map((u) => u.conferenceId))];
    const rows = new Map((await tx.getRepository(ConferenceEntity).find({ where: { id: In(ids) } })).map((r) => [r.id, r]));
    const setterRows: { id: number; field_setters: FieldSetters }[] = await tx.query('SELECT id, field_setters FROM catalog.conferences WHERE id = ANY($1)', [ids]);
    const setters = new Map(setterRows.map((r) => [r.id, r.field_setters]));
    const writes: RowWrite[] = [];
    const refreshes: links.LinkRefresh[] = [];
    for (const update of updates) {
      const row = rows.get(update.conferenceId);
      if (!row) continue;
      const fresh = update.linkId === null;
      const wanted = fresh ? missingGroups(row, update.entry.conference) : update.groups;
      const groups = wanted.filter((g) => !adminOwns(g, setters.get(row.id) ?? {}));
      if (groups.length > 0) {
        try {
          writes.push({ id: row.id, next: normalizeConferenceInput(inputWith(row, update.entry.conference, groups)), setters: settersFor(groups, source) });
        } catch (err) {
          if (!(err instanceof ServiceError)) throw err;
          tally.rejected++;
          tally.errors.push({ where: update.entry.where, reason: `"${update.entry.conference.title}": ${err.payload.message}` });
          continue;
        }
      }
      if (update.linkId !== null) refreshes.push({ linkId: update.linkId, entry: update.entry, normalizedUrl: urlOf.get(update.entry.key)!, snapshot: snapshotOf(update.entry.conference) });
      if (!fresh) tally[groups.length > 0 ? 'updated' : 'unchanged']++;
    }
    await writeRows(tx, writes);
    await links.refreshLinks(tx, refreshes, seenAt);
  }
}

/** A conference's synced columns as they are to be written, and who set them. */
interface RowWrite {
  id: number;
  next: NormalizedConference;
  setters: FieldSetters;
}

/** The batch's conference updates in one statement. Two of one conference (two entries linked to it): the last one's columns, both setters, as one UPDATE after another wrote. */
async function writeRows(tx: EntityManager, writes: RowWrite[]): Promise<void> {
  if (writes.length === 0) return;
  const byId = new Map<number, RowWrite>();
  for (const w of writes) byId.set(w.id, { ...w, setters: { ...byId.get(w.id)?.setters, ...w.setters } });
  const rows = [...byId.values()].map(({ id, next, setters }) => ({
    id, start_date_utc: next.startDateUtc, end_date_utc: next.endDateUtc, location: next.location, country: next.country, city: next.city, city_slug: next.citySlug,
    latitude: next.latitude, longitude: next.longitude, place_version: next.placeVersion, cfp_url: next.cfpUrl, cfp_end_date: next.cfpEndDate, cfp_timezone: next.cfpTimezone,
    cfp_closes_at: next.cfpClosesAt, attendance_mode: next.attendanceMode, online: next.online, event_status: next.eventStatus, search_text: next.searchText, setters,
    coc_url: next.cocUrl, captions: next.captions, scholarship: next.scholarship, twitter: next.twitter, mastodon: next.mastodon, bluesky: next.bluesky,
  }));
  await tx.query(
    `UPDATE catalog.conferences c SET start_date_utc = r.start_date_utc, end_date_utc = r.end_date_utc, location = r.location, country = r.country, city = r.city,
       city_slug = r.city_slug, latitude = r.latitude, longitude = r.longitude, place_version = r.place_version, cfp_url = r.cfp_url, cfp_end_date = r.cfp_end_date,
       cfp_timezone = r.cfp_timezone, cfp_closes_at = r.cfp_closes_at, attendance_mode = r.attendance_mode, online = r.online, event_status = r.event_status,
       search_text = r.search_text, field_setters = c.field_setters || r.setters, coc_url = r.coc_url, captions = r.captions, scholarship = r.scholarship,
       twitter = r.twitter, mastodon = r.mastodon, bluesky = r.bluesky, updated_at = now()
     FROM jsonb_to_recordset($1::jsonb) AS r(id int, start_date_utc timestamptz, end_date_utc timestamptz, location text, country text, city text, city_slug text,
       latitude float8, longitude float8, place_version smallint, cfp_url text, cfp_end_date date, cfp_timezone text, cfp_closes_at timestamptz, attendance_mode text,
       online boolean, event_status text, search_text text, setters jsonb, coc_url text, captions boolean, scholarship boolean, twitter text, mastodon text, bluesky text)
     WHERE c.id = r.id`,
    [JSON.stringify(rows)],
  );
}

function entryInput(entry: UpstreamEntry): CreateConferenceInput {
  const { title, url, startDate, endDate, location, type, cfpUrl, cfpEndDate, attendanceMode, eventStatus, country, city, languages, topics } = entry.conference;
  const { cocUrl, captions, scholarship, twitter, mastodon, bluesky } = entry.conference;
  return {
    ...{ title, url, startDate, endDate, location, type, cfpUrl, cfpEndDate, attendanceMode, eventStatus, country, city, languages, topics },
    ...{ cocUrl, captions, scholarship, twitter, mastodon, bluesky },
  };
}
