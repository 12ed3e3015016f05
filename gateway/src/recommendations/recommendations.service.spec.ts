import { ConferenceCandidate } from '@confdir/contracts';
import { IcpCandidates } from './icp-candidates';
import { IcpInputs } from './icp-inputs';
import { RecommendationsService } from './recommendations.service';

/** 150 candidates, soonest first: with an empty ICP they rank by date, so row n is conference n. */
const CANDIDATES: ConferenceCandidate[] = Array.from({ length: 150 }, (_, i) => ({
  id: i + 1,
  slug: `conf-${i + 1}`,
  title: `Conference ${i + 1}`,
  location: 'Online',
  startDateUTC: new Date(Date.UTC(2030, 0, 1) + i * 86_400_000).toISOString(),
  endDateUTC: null,
  type: 'Tech',
  attendanceMode: 'online',
}));

function service(): { recommendations: RecommendationsService['recommendations']; rankings: () => number } {
  const company = { targetIndustries: null, targetTitles: null, targetNotes: null, icpSummary: null };
  const inputs = { company: jest.fn().mockResolvedValue({ company, events: [], peers: [] }), pastConferences: jest.fn().mockResolvedValue(new Map()) };
  const candidates = { candidates: jest.fn().mockResolvedValue(CANDIDATES) };
  const svc = new RecommendationsService(inputs as unknown as IcpInputs, candidates as unknown as IcpCandidates);
  return { recommendations: svc.recommendations.bind(svc), rankings: () => candidates.candidates.mock.calls.length };
}

describe('RecommendationsService kept lists', () => {
  const now = new Date(Date.UTC(2029, 11, 1));

  it('answers the first pages from the kept rows, with the whole list total', async () => {
    const { recommendations, rankings } = service();
    await recommendations('acme', {}, now);
    const tenth = await recommendations('acme', { page: 10 }, now);
    expect(rankings()).toBe(1);
    expect(tenth).toMatchObject({ total: 150, page: 10, totalPages: 15 });
    expect(tenth.recommendations.map((r) => r.conference.id)).toEqual([91, 92, 93, 94, 95, 96, 97, 98, 99, 100]);
  });

  it('ranks again for a page past the kept rows, and answers its rows', async () => {
    const { recommendations, rankings } = service();
    await recommendations('acme', {}, now);
    const eleventh = await recommendations('acme', { page: 11 }, now);
    expect(rankings()).toBe(2);
    expect(eleventh).toMatchObject({ total: 150, page: 11, totalPages: 15 });
    expect(eleventh.recommendations.map((r) => r.conference.id)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109, 110]);
  });
});
