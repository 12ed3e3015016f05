import { CATALOG_PATTERNS, IcpRankQuery } from '@confdir/contracts';
import { publicWrites } from '../common/public-read-cache';
import { ServiceClient } from '../nats/service-client';
import { IcpInputs } from './icp-inputs';
import { RecommendationsService } from './recommendations.service';

const company = { icpSummary: 'Developer tools', targetIndustries: 'SaaS', targetTitles: null, targetCompanySizes: null, targetRegions: 'Europe', targetNotes: null };
const peer = { name: 'Peer', slug: 'peer', similarity: 0.5, shared: ['saas'], events: [{ conferenceId: 7, role: 'ATTENDED', rating: 5 }] };
const row = { conference: { id: 1, slug: 'one', title: 'One', location: null, startDateUTC: null, endDateUTC: null, type: 'Tech', attendanceMode: 'online' as const }, score: 50, reasons: [] };

function service() {
  const inputs = { company: jest.fn().mockResolvedValue({ company, events: [{ conferenceId: null, customConferenceName: 'Own Con', role: 'SPOKE', rating: 4 }], peers: [peer] }) };
  const client = { send: jest.fn().mockResolvedValue({ recommendations: [row], total: 23 }) };
  const svc = new RecommendationsService(inputs as unknown as IcpInputs, client as unknown as ServiceClient);
  return { svc, sent: () => client.send.mock.calls.map(([pattern, message]) => ({ pattern, message: message as IcpRankQuery })) };
}

describe('RecommendationsService', () => {
  const now = new Date(Date.UTC(2029, 11, 1, 15));

  it('asks catalog to rank the page asked for, within the quarter and mode, with the ICP and track records', async () => {
    const { svc, sent } = service();
    const answer = await svc.recommendations('acme', { page: 3, limit: 5, quarter: '2030-Q1', mode: 'online', region: 'Europe' }, now);
    expect(answer).toEqual({ recommendations: [row], total: 23, page: 3, limit: 5, totalPages: 5 });
    expect(sent()).toEqual([
      {
        pattern: CATALOG_PATTERNS.icpRank,
        message: {
          icp: company,
          events: [{ conferenceId: null, customConferenceName: 'Own Con', role: 'SPOKE', rating: 4 }],
          peers: [{ name: 'Peer', similarity: 0.5, events: peer.events }],
          from: '2030-01-01T00:00:00.000Z',
          to: '2030-04-01T00:00:00.000Z',
          online: true,
          region: 'Europe',
          offset: 10,
          limit: 5,
        },
      },
    ]);
  });

  it('starts a quarter already under way today, and asks for hybrid conferences as such', async () => {
    const { svc, sent } = service();
    await svc.recommendations('acme', { quarter: '2029-Q4', mode: 'hybrid' }, now);
    expect(sent()[0].message).toMatchObject({ from: '2029-12-01T00:00:00.000Z', to: '2030-01-01T00:00:00.000Z', hybrid: true, offset: 0, limit: 10 });
    expect(sent()[0].message).not.toHaveProperty('online');
  });

  it('answers the same page from memory, and asks again after a write through the gateway', async () => {
    const { svc, sent } = service();
    await svc.recommendations('acme', {}, now);
    await svc.recommendations('acme', {}, now);
    expect(sent()).toHaveLength(1);
    await svc.recommendations('acme', { page: 2 }, now);
    expect(sent()).toHaveLength(2);
    publicWrites.generation++;
    await svc.recommendations('acme', {}, now);
    expect(sent()).toHaveLength(3);
  });
});
