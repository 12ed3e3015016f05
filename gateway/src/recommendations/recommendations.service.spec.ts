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
    const fifth = await recommendations('acme', { page: 5 }, now);
    expect(rankings()).toBe(1);
    expect(fifth).toMatchObject({ total: 150, page: 5, totalPages: 15 });
    expect(fifth.recommendations.map((r) => r.conference.id)).toEqual([41, 42, 43, 44, 45, 46, 47, 48, 49, 50]);
  });

  it('ranks again for a page past the kept rows, and answers its rows', async () => {
    const { recommendations, rankings } = service();
    await recommendations('acme', {}, now);
    const sixth = await recommendations('acme', { page: 6 }, now);
    expect(rankings()).toBe(2);
    expect(sixth).toMatchObject({ total: 150, page: 6, totalPages: 15 });
    expect(sixth.recommendations.map((r) => r.conference.id)).toEqual([51, 52, 53, 54, 55, 56, 57, 58, 59, 60]);
  });
});
