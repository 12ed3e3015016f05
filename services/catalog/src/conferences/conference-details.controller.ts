import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CATALOG_PATTERNS, Conference, UpdateConferenceDetailsMessage } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { normalizeDetails } from './conference-details';
import { ConferenceEntity } from './conference.entity';
import { toConference } from './conference.mapper';
import { VoteCounts } from '../ranking/vote-counts';

/** The admin's edit of a conference's discovery fields (CFP, mode, event status, place, languages, topics). */
@Controller()
export class ConferenceDetailsController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly votes: VoteCounts,
  ) {}

  @MessagePattern(CATALOG_PATTERNS.adminUpdateDetails)
  async update(@Payload() { id, ...input }: UpdateConferenceDetailsMessage): Promise<Conference> {
    const repo = this.db.getRepository(ConferenceEntity);
    const row = await repo.findOne({ where: { id }, select: { id: true, location: true } });
    if (!row) throw ServiceError.notFound('Conference not found');
    await repo.update(id, normalizeDetails(input, row.location));
    const saved = await repo.findOneByOrFail({ id });
    return toConference(saved, await this.votes.one(id));
  }
}
