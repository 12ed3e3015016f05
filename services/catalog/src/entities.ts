import { ConferenceEntity } from './conferences/conference.entity';

/** Every entity of the catalog schema; the ranking module's tables are read and written with SQL. */
export const entities = [ConferenceEntity];
