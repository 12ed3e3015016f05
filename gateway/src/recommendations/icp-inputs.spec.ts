import { CompanyWithPeers, PeerEvent } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { IcpInputs } from './icp-inputs';

const icp = { icpSummary: null, targetIndustries: 'Fintech', targetTitles: null, targetCompanySizes: null, targetRegions: null, targetNotes: null };

function answer(peerEvents: PeerEvent[]): CompanyWithPeers {
  return { company: icp, events: [], peers: [{ name: 'Paywise', slug: 'paywise', similarity: 0.8, shared: ['fintech'], events: peerEvents }] };
}

function inputs(answers: Record<string, CompanyWithPeers>): { inputs: IcpInputs; asked: jest.Mock } {
  const asked = jest.fn(async (_pattern: string, { slug }: { slug: string }) => structuredClone(answers[slug]));
  return { inputs: new IcpInputs({ send: asked } as unknown as ServiceClient), asked };
}

describe('IcpInputs', () => {
  it('answers a company asked for again within seconds without asking the companies service', async () => {
    const { inputs: kept, asked } = inputs({ acme: answer([{ conferenceId: 1, role: 'ATTENDED', rating: 5 }]) });
    const first = await kept.company('acme');
    expect(await kept.company('acme')).toBe(first);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('holds one list of a peer’s events for every company kept with that peer', async () => {
    const events = [{ conferenceId: 1, role: 'ATTENDED', rating: 5 }];
    const { inputs: kept } = inputs({ acme: answer(events), globex: answer(events) });
    const [acme, globex] = [await kept.company('acme'), await kept.company('globex')];
    expect(globex.peers[0].events).toBe(acme.peers[0].events);
  });

  it('gives a company kept later the peer’s events as they are now, not as an earlier company saw them', async () => {
    const { inputs: kept } = inputs({
      acme: answer([{ conferenceId: 1, role: 'ATTENDED', rating: 5 }]),
      globex: answer([{ conferenceId: 1, role: 'ATTENDED', rating: 2 }]),
    });
    await kept.company('acme');
    expect((await kept.company('globex')).peers[0].events).toEqual([{ conferenceId: 1, role: 'ATTENDED', rating: 2 }]);
  });
});
