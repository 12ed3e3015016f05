import { CreateConferences1763740000000 } from './1763740000000-CreateConferences';
import { CreateVotes1763740100000 } from './1763740100000-CreateVotes';
import { IcpCandidateIndex1763740300000 } from './1763740300000-IcpCandidateIndex';
import { ConferenceDiscovery1795428020072 } from './1795428020072-ConferenceDiscovery';
import { ListingOrderIndex1795429527085 } from './1795429527085-ListingOrderIndex';
import { VoteCounts1795430263586 } from './1795430263586-VoteCounts';
import { AdminListIndex1795430818694 } from './1795430818694-AdminListIndex';
import { CastVoteFunction1795438627478 } from './1795438627478-CastVoteFunction';
import { IcpWordWindowIndex1795440000000 } from './1795440000000-IcpWordWindowIndex';
import { CastVotesFunction1795441000000 } from './1795441000000-CastVotesFunction';
import { ConferencePlaces1796500000000 } from './1796500000000-ConferencePlaces';
import { SyncSources1796600000000 } from './1796600000000-SyncSources';
import { ConferenceInclusion1796610000000 } from './1796610000000-ConferenceInclusion';
import { SearchWords1797000000000 } from './1797000000000-SearchWords';
import { ClosestWordSwap1797100000000 } from './1797100000000-ClosestWordSwap';

/** Every migration of the catalog schema, in order. Listed explicitly so dist and ts runs agree. */
export const migrations = [
  CreateConferences1763740000000,
  CreateVotes1763740100000,
  IcpCandidateIndex1763740300000,
  ConferenceDiscovery1795428020072,
  ListingOrderIndex1795429527085,
  VoteCounts1795430263586,
  AdminListIndex1795430818694,
  CastVoteFunction1795438627478,
  IcpWordWindowIndex1795440000000,
  CastVotesFunction1795441000000,
  ConferencePlaces1796500000000,
  SyncSources1796600000000,
  ConferenceInclusion1796610000000,
  SearchWords1797000000000,
  ClosestWordSwap1797100000000,
];
