import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '@confdir/service-kit';

/** What a ranking reads of a conference a track record names. */
export interface PastConference {
  title: string;
  type: string | null;
  /**
   * The title's series words, read by the first ranking that names the conference and kept with it: a
   * cache of words by title (20,000 titles) started over again and again at 100k, where track records
   * name tens of thousands of conferences.
   */
  series?: ReadonlySet<string>;
}

/** Titles and types rarely change; writes through this process drop the index at once (forget). */
const INDEX_TTL_MS = 600_000;
/** A rebuild after a write waits at least this long after the last one began, so a stream of writes costs one build per half minute. */
const MIN_BUILD_GAP_MS = 30_000;
/** Rows per query while building: each is a few milliseconds of this process's time, so rankings run between them. */
const CHUNK = 5_000;
/**
 * ~150 bytes each (≈ 30 MB at most), and ~200 more for the series words of each one a track record
 * names. A larger catalog indexes its lowest ids, and track records naming conferences above them are
 * read per ranking.
 */
const MAX_INDEXED = 200_000;

interface Index {
  byId: Map<number, PastConference>;
  /** Every published conference with an id up to this one is in byId (as of `at`). */
  upTo: number;
  at: number;
}

/**
 * Title and type of every published conference by id, held whole (≈ 15 MB at 100,000, series words
 * aside): a first ranking names ~350 conferences (the company's and six peers' track records), and the
 * company's own are seldom ones another ranking named, so a cache of recent ids missed on nearly every
 * first ranking: a query and its parsing were a quarter of catalog's CPU per first ranking. Built in the
 * background, in id order, a chunk at a time; until it is there (start-up, just after a write) the ids
 * are read per ranking, one query for all of them.
 */
@Injectable()
export class PastConferences {
  private readonly logger = new Logger(PastConferences.name);
  private index?: Index;
  private building = false;
  private lastBuild = -Infinity;
  /** Bumped by every write: a build that saw one while running is not used. */
  private writes = 0;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The published conferences among these ids. */
  async get(ids: number[], now = Date.now()): Promise<Map<number, PastConference>> {
    this.refresh(now);
    const index = this.index;
    const found = new Map<number, PastConference>();
    const unread: number[] = [];
    for (const id of ids) {
      if (index && id <= index.upTo) {
        const known = index.byId.get(id);
        if (known) found.set(id, known);
      } else {
        unread.push(id);
      }
    }
    if (!unread.length) return found;
    const rows = await preparedQuery<PastConference & { id: number }>(
      this.db,
      'catalog-past-titles',
      `SELECT id, title, type FROM catalog.conferences WHERE id = ANY($1::int[]) AND status = 'published'`,
      [[...new Set(unread)]],
    );
    for (const { id, title, type } of rows) found.set(id, { title, type });
    return found;
  }

  /** A conference was written through this process: drop the index (a renamed or withdrawn one must not be read from it). */
  forget(): void {
    this.index = undefined;
    this.writes++;
  }

  private refresh(now: number): void {
    if (this.building) return;
    const fresh = this.index && now - this.index.at < INDEX_TTL_MS;
    if (fresh || (!this.index && now - this.lastBuild < MIN_BUILD_GAP_MS)) return;
    this.building = true;
    this.lastBuild = now;
    const writes = this.writes;
    this.build(now)
      .then((index) => {
        if (writes === this.writes) this.index = index;
      })
      .catch((err: unknown) => this.logger.warn(`Past conference index not built: ${String(err)}`))
      .finally(() => (this.building = false));
  }

  private async build(at: number): Promise<Index> {
    const byId = new Map<number, PastConference>();
    let upTo = 0;
    for (;;) {
      const rows = await preparedQuery<PastConference & { id: number }>(
        this.db,
        'catalog-past-titles-index',
        `SELECT id, title, type FROM catalog.conferences WHERE id > $1 AND status = 'published' ORDER BY id LIMIT $2`,
        [upTo, CHUNK],
      );
      for (const { id, title, type } of rows) byId.set(id, { title, type });
      if (rows.length) upTo = rows[rows.length - 1].id;
      // Ids above the last one read (conferences added since, or beyond the bound) are read per ranking.
      if (rows.length < CHUNK || byId.size >= MAX_INDEXED) return { byId, upTo, at };
    }
  }
}
