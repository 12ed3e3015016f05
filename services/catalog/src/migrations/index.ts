import { CreateConferences1763740000000 } from './1763740000000-CreateConferences';
import { CreateVotes1763740100000 } from './1763740100000-CreateVotes';
import { IcpCandidateIndex1763740300000 } from './1763740300000-IcpCandidateIndex';

/** Every migration of the catalog schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [CreateConferences1763740000000, CreateVotes1763740100000, IcpCandidateIndex1763740300000];
