import { CATALOG_PATTERNS, COMMUNITY_PATTERNS, COMPANIES_PATTERNS } from '@confdir/contracts';
import { publicWrites } from '../common/public-read-cache';
import { ServiceClient } from '../nats/service-client';
import { ConferenceCompaniesService } from './conference-companies.service';

function service(known: Record<string, number>) {
  const send = jest.fn(async (pattern: string, message: { slug?: string }) => {
    if (pattern === CATALOG_PATTERNS.getBySlug) {
      const id = known[message.slug ?? ''];
      if (!id) throw new Error('Conference not found');
      return { id };
    }
    if (pattern === COMMUNITY_PATTERNS.companiesGoing) return [{ companyName: 'Acme', status: 'SPONSORING' }];
    if (pattern === COMPANIES_PATTERNS.conferenceCompanies) return { attendees: [], slugs: [{ name: 'Acme', slug: 'acme' }] };
    throw new Error(`unexpected ${pattern}`);
  });
  const svc = new ConferenceCompaniesService({ send } as unknown as ServiceClient);
  const lookups = () => send.mock.calls.filter(([pattern]) => pattern === CATALOG_PATTERNS.getBySlug).length;
  return { svc, send, lookups };
}

describe('ConferenceCompaniesService', () => {
  it('asks catalog which conference a slug names once, then only community and the companies service', async () => {
    const { svc, send, lookups } = service({ 'kubecon-2030': 7 });
    const first = await svc.companies('kubecon-2030');
    await svc.companies('kubecon-2030');
    expect(first.groups).toEqual([{ role: 'SPONSORING', companies: [{ name: 'Acme', slug: 'acme' }] }]);
    expect(lookups()).toBe(1);
    expect(send).toHaveBeenCalledWith(COMMUNITY_PATTERNS.companiesGoing, { conferenceId: 7, limit: 100 });
  });

  it('asks again after a write through the gateway, and keeps no answer for an unknown slug', async () => {
    const { svc, lookups } = service({ 'kubecon-2030': 7 });
    await svc.companies('kubecon-2030');
    publicWrites.generation++;
    await svc.companies('kubecon-2030');
    expect(lookups()).toBe(2);
    await expect(svc.companies('nope')).rejects.toThrow('Conference not found');
    await expect(svc.companies('nope')).rejects.toThrow('Conference not found');
    expect(lookups()).toBe(4);
  });
});
