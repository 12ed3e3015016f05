import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntitySubscriberInterface } from 'typeorm';
import { ICP_LIMITS, IcpEvent, IcpRankAnswer, IcpRankQuery, PeerEvent } from '@confdir/contracts';
import { ConferenceEntity } from '../conference.entity';
import { CandidateQuery, IcpCandidates } from './icp-candidates';
import { featuresOf, IcpProfile, IcpRanking, PastEvent, titleSeries } from './icp-scorer';
import { FILTER_REGIONS } from './icp-vocabulary';
import { PastConference, PastConferences } from './past-conferences';

/** Types the ICP points at less strongly than this do not get their own candidate group. */
const WANTED_TYPE_WEIGHT = 0.5;

/**
 * ICP fit, ranked where the candidates and the past conferences are: the gateway sends the company's
 * ICP and the track records (its own and its peers', from the companies service) and gets one page.
 * The candidate groups every company shares stay in this process as objects, so what the scorer reads
 * of a conference is read once per 30 s, and no candidate row crosses NATS (a ranking moved ~120 rows,
 * ~25 KB of JSON, to the gateway before, and the gateway's one thread did the scoring).
 */
@Injectable()
export class IcpFitService implements EntitySubscriberInterface<ConferenceEntity> {
  constructor(
    @InjectDataSource() db: DataSource,
    private readonly candidates: IcpCandidates,
    private readonly past: PastConferences,
  ) {
    db.subscribers.push(this);
  }

  listenTo(): typeof ConferenceEntity {
    return ConferenceEntity;
  }

  afterInsert(): void {
    this.forget();
  }

  afterUpdate(): void {
    this.forget();
  }

  async rank(query: IcpRankQuery): Promise<IcpRankAnswer> {
    const profile = new IcpProfile(query.icp);
    const ids = [...query.events.map((e) => e.conferenceId), ...query.peers.flatMap((p) => p.events.map((e) => e.conferenceId))];
    const [past, candidates] = await Promise.all([
      this.past.get(ids.filter((id): id is number => id !== null)),
      this.candidates.candidates(candidateQuery(profile, query)),
    ]);
    const history = query.events.map((e) => pastEvent(e, past)).filter((e): e is PastEvent => e !== null);
    const peers = query.peers.map((p) => ({
      name: p.name,
      similarity: p.similarity,
      events: p.events.map((e) => pastEvent(e, past)).filter((e): e is PastEvent => e !== null),
    }));
    const region = query.region ? new Set(FILTER_REGIONS[query.region]) : null;
    const wanted = candidates.filter(
      (c) => (!region || region.has(featuresOf(c).country ?? '')) && (!query.hybrid || c.attendanceMode === 'hybrid'),
    );
    const ranking = new IcpRanking({ icp: query.icp, history, peers }, profile);
    // The ranking is as long as the candidates, up to the last page a visitor can ask for.
    const total = Math.min(wanted.length, ICP_LIMITS.maxLimit * ICP_LIMITS.maxPage);
    const page = ranking
      .top(wanted, Math.min(total, query.offset + query.limit))
      .slice(query.offset)
      .map((row) => ranking.explain(row));
    return {
      recommendations: page.map(({ conference: c, score, reasons }) => ({
        conference: {
          id: c.id,
          slug: c.slug,
          title: c.title,
          location: c.location,
          startDateUTC: c.startDateUTC,
          endDateUTC: c.endDateUTC,
          type: c.type,
          attendanceMode: c.attendanceMode,
        },
        score,
        reasons,
      })),
      total,
    };
  }

  private forget(): void {
    this.candidates.forget();
    this.past.forget();
  }
}

function candidateQuery(profile: IcpProfile, query: IcpRankQuery): CandidateQuery {
  const types = profile
    .wantedTypes()
    .filter((t) => (profile.typeWeights.get(t) ?? 0) >= WANTED_TYPE_WEIGHT)
    .slice(0, 4);
  const terms = [...profile.keywords].filter((w) => w.length >= 3 && /^[\p{L}\p{N}]{1,40}$/u.test(w)).slice(0, 16);
  return {
    types,
    terms,
    from: new Date(query.from),
    ...(query.to ? { to: new Date(query.to) } : {}),
    ...(query.online !== undefined ? { online: query.online } : {}),
    perGroup: ICP_LIMITS.candidatesPerGroup,
  };
}

/** A track-record entry as the rules read it; null when it names no published conference and no name of its own. */
function pastEvent(e: IcpEvent | PeerEvent, past: Map<number, PastConference>): PastEvent | null {
  const c = e.conferenceId === null ? undefined : past.get(e.conferenceId);
  if (c) return { title: c.title, series: (c.series ??= titleSeries(c.title)), type: c.type, rating: e.rating, role: e.role };
  const title = 'customConferenceName' in e ? e.customConferenceName : null;
  return title ? { title, series: undefined, type: null, rating: e.rating, role: e.role } : null;
}
