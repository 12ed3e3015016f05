import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CATALOG_PATTERNS, CFP_LIMITS, ConferenceListResponse, OpenCfpsQuery } from '@confdir/contracts';
import { ConferenceEntity } from './conference.entity';
import { toConference } from './conference.mapper';
import { discoveryConditions } from './discovery-filters';
import { VoteCounts } from '../ranking/vote-counts';

/**
 * Open calls for papers, soonest deadline first. "Open" is `cfp_closes_at > now` on the partial
 * deadline index, which also hands the rows over in deadline order, so a page reads only its rows.
 */
@Controller()
export class OpenCfpsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly votes: VoteCounts,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.openCfps)
  async list(@Payload() query: OpenCfpsQuery): Promise<ConferenceListResponse> {
    const now = new Date();
    const page = query.page ?? 1;
    const limit = query.limit ?? CFP_LIMITS.pageSize;
    const qb = this.db.getRepository(ConferenceEntity).createQueryBuilder('c').where("c.status = 'published'");
    for (const w of discoveryConditions({ ...query, cfp: 'open' }, now)) qb.andWhere(w.sql, w.params);
    const { entities, raw } = await qb
      .orderBy('c.cfp_closes_at', 'ASC')
      .addOrderBy('c.id', 'ASC')
      .addSelect('COUNT(*) OVER ()', 'total')
      .offset((page - 1) * limit)
      .limit(limit)
      .getRawAndEntities<{ total: string }>();
    const total = raw.length ? Number(raw[0].total) : page > 1 ? await qb.getCount() : 0;
    const votes = await this.votes.of(entities.map((c) => c.id));
    return { conferences: entities.map((c) => toConference(c, votes.get(c.id) ?? 0)), total, page, totalPages: Math.ceil(total / limit) };
  }
}
