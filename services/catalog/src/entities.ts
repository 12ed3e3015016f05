import { ConferenceEntity } from './conferences/conference.entity';
import { VoteEntity, VoteEventEntity } from './ranking/vote.entity';

/** Every entity of the catalog schema. */
export const entities = [ConferenceEntity, VoteEntity, VoteEventEntity];
