import { CATALOG_PATTERNS, COMMUNITY_PATTERNS, COMPANIES_PATTERNS, ErrorCode } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { UpstreamError } from '../nats/upstream-error';
import { CompanyProfilesService } from './company-profiles.service';

const event = (id: number, conferenceId: number | null) => ({ id, conferenceId, customConferenceName: conferenceId ? null : 'Custom' });
const conf = (id: number, status = 'published') => ({ id, slug: `c-${id}`, title: `Conf ${id}`, location: 'Oslo', status });

function clientAnswering(answers: Record<string, unknown>): { client: ServiceClient; calls: [string, unknown][] } {
  const calls: [string, unknown][] = [];
  const send = jest.fn(async (subject: string, data: unknown) => {
    calls.push([subject, data]);
    const answer = answers[subject];
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { client: { send } as unknown as ServiceClient, calls };
}

describe('CompanyProfilesService.profile', () => {
  const company = { id: 1, name: 'Acme', slug: 'acme' };

  it('names every conference of events and pipeline with ONE catalog call', async () => {
    const { client, calls } = clientAnswering({
      [COMPANIES_PATTERNS.getBySlug]: { company, events: [event(1, 10), event(2, 11), event(3, null), event(4, 10)] },
      [COMMUNITY_PATTERNS.interestsByCompany]: [{ id: 7, conferenceId: 12, companyName: 'ACME', status: 'ATTENDING', updatedAt: 'x', contactEmail: 'secret@acme.test' }],
      [CATALOG_PATTERNS.getByIds]: [conf(10), conf(11, 'hidden'), conf(12)],
    });
    const profile = await new CompanyProfilesService(client).profile('acme');

    const catalogCalls = calls.filter(([s]) => s === CATALOG_PATTERNS.getByIds);
    expect(catalogCalls).toHaveLength(1);
    expect((catalogCalls[0][1] as { ids: number[] }).ids.sort()).toEqual([10, 11, 12]);
    expect(profile.events.map((e) => e.conference?.title ?? null)).toEqual(['Conf 10', null, null, 'Conf 10']);
    expect(profile.interests).toEqual([
      { id: 7, conferenceId: 12, conference: { id: 12, title: 'Conf 12', slug: 'c-12' }, companyName: 'ACME', status: 'ATTENDING', updatedAt: 'x' },
    ]);
  });

  it('answers without pipeline or titles when community and catalog are unavailable', async () => {
    const down = new UpstreamError({ code: ErrorCode.ServiceUnavailable, message: 'down' });
    const { client } = clientAnswering({
      [COMPANIES_PATTERNS.getBySlug]: { company, events: [event(1, 10)] },
      [COMMUNITY_PATTERNS.interestsByCompany]: down,
      [CATALOG_PATTERNS.getByIds]: down,
    });
    const profile = await new CompanyProfilesService(client).profile('acme');
    expect(profile.interests).toEqual([]);
    expect(profile.events[0].conference).toBeNull();
  });

  it('fails as companies fails: an unknown company stays a 404', async () => {
    const { client } = clientAnswering({ [COMPANIES_PATTERNS.getBySlug]: new UpstreamError({ code: ErrorCode.NotFound, message: 'Company not found' }) });
    await expect(new CompanyProfilesService(client).profile('nope')).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });
});
