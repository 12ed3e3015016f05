import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '@confdir/service-kit';

/** What a ranking reads of a past conference a track record names. */
export interface PastConference {
  title: string;
  type: string | null;
}

/** Titles and types rarely change, and any conference write through this process forgets them (clear). */
const PAST_TTL_MS = 600_000;
/** ~100 bytes each: ≈ 5 MB. */
const PAST_ENTRIES = 50_000;

/**
 * The published conferences track records name, by id, kept 10 minutes: a ranking names ~350 (its
 * company's and six peers' records), mostly the same few thousand conferences across companies, so
 * a new company's ranking reads only the ones no recent ranking named, in one query.
 */
@Injectable()
export class PastConferences {
  private readonly byId = new Map<number, { at: number; value: PastConference | null }>();

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The published conferences among these ids. */
  async get(ids: number[], now = Date.now()): Promise<Map<number, PastConference>> {
    const found = new Map<number, PastConference>();
    const missing = new Set<number>();
    for (const id of ids) {
      const kept = this.byId.get(id);
      if (!kept || now - kept.at >= PAST_TTL_MS) missing.add(id);
      else if (kept.value) found.set(id, kept.value);
    }
    if (!missing.size) return found;
    // Only what the ranking reads, of published conferences: a first ranking of a company misses most of its ids.
    const rows = await preparedQuery<PastConference & { id: number }>(
      this.db,
      'catalog-past-titles',
      `SELECT id, title, type FROM catalog.conferences WHERE id = ANY($1::int[]) AND status = 'published'`,
      [[...missing]],
    );
    const read = new Map(rows.map(({ id, title, type }) => [id, { title, type }]));
    for (const id of missing) {
      const value = read.get(id) ?? null;
      if (this.byId.size >= PAST_ENTRIES) this.byId.clear();
      this.byId.set(id, { at: now, value });
      if (value) found.set(id, value);
    }
    return found;
  }

  clear(): void {
    this.byId.clear();
  }
}
