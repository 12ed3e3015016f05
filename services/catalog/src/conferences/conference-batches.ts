import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ConferenceSource } from '@confdir/contracts';
import { ConferenceEntity } from './conference.entity';
import { NormalizedConference } from './conference-input';
import { nextFreeSlug, slugify } from './text';

/**
 * New conferences written many at a time, inside the caller's transaction (a sync's batches): one submission's
 * checks per entry (its own transaction, lock, duplicate and slug reads) took 94 s for 7,000 entries, these 23 s.
 */
@Injectable()
export class ConferenceBatches {
  /**
   * Inserts already checked conferences in one statement inside the caller's transaction: slugs picked together
   * with one read. Duplicates are the caller's to rule out (lockSameEvents). A slug taken meanwhile throws the
   * unique violation; the caller then tries once more, with fresh slugs.
   */
  async insertMany(m: EntityManager, conferences: NormalizedConference[], source: ConferenceSource): Promise<number[]> {
    if (conferences.length === 0) return [];
    const bases = conferences.map((c) => slugify(c.title));
    const rows: { slug: string }[] = await m.query(
      `SELECT c.slug FROM unnest($1::text[]) AS b(base) JOIN catalog.conferences c ON c.slug = b.base OR (c.slug ~>=~ (b.base || '-') AND c.slug ~<~ (b.base || '.'))`,
      [[...new Set(bases)]],
    );
    const taken = new Set(rows.map((r) => r.slug));
    const slugs = bases.map((base) => {
      const slug = nextFreeSlug(base, [...taken].filter((t) => t === base || t.startsWith(`${base}-`)));
      taken.add(slug);
      return slug;
    });
    const repo = m.getRepository(ConferenceEntity);
    const result = await repo.insert(conferences.map((c, i) => repo.create({ ...c, slug: slugs[i], source, status: 'published' })));
    return result.identifiers.map((r) => r.id as number);
  }
}
