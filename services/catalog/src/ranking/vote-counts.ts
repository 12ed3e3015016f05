import { Injectable, Module } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/**
 * The one way other modules read vote counts: catalog.vote_counts, which only the ranking module
 * writes (in the vote's transaction). Nobody outside ranking reads catalog.votes.
 */
@Injectable()
export class VoteCounts {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Votes per conference id; ids without a vote are absent (read as 0). One primary-key lookup each. */
  async of(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows: { id: number; n: number }[] = await this.db.query('SELECT conference_id AS id, votes AS n FROM catalog.vote_counts WHERE conference_id = ANY($1)', [ids]);
    return new Map(rows.map((r) => [r.id, r.n]));
  }

  async one(id: number): Promise<number> {
    return (await this.of([id])).get(id) ?? 0;
  }
}

@Module({ providers: [VoteCounts], exports: [VoteCounts] })
export class VoteCountsModule {}
