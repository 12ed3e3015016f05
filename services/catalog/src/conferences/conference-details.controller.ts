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

/** The fields this edit writes; the ones it changes are recorded as the admin's. */
const ADMIN_FIELDS = [
  'cfpUrl', 'cfpEndDate', 'cfpTimezone', 'attendanceMode', 'eventStatus', 'country', 'city', 'languages', 'topics',
  'cocUrl', 'captions', 'scholarship', 'twitter', 'mastodon', 'bluesky',
] as const;

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
    const row = await repo.findOne({ where: { id } });
    if (!row) throw ServiceError.notFound('Conference not found');
    const next = normalizeDetails(input, row.location);
    // Who set what: a sync never overwrites a field the admin changed (sync/synced-fields.ts).
    const edited = ADMIN_FIELDS.filter((f) => JSON.stringify(row[f]) !== JSON.stringify(next[f]));
    await this.db.transaction(async (m) => {
      await m.getRepository(ConferenceEntity).update(id, next);
      if (edited.length > 0) {
        await m.query('UPDATE catalog.conferences SET field_setters = field_setters || $2::jsonb WHERE id = $1', [id, JSON.stringify(Object.fromEntries(edited.map((f) => [f, 'admin'])))]);
      }
    });
    const saved = await repo.findOneByOrFail({ id });
    return toConference(saved, await this.votes.one(id));
  }
}
