import { IcpRankQuery } from '@confdir/contracts';
import { rpcValidationPipe } from './rpc-validation.pipe';
import { ServiceError } from './service-error';

const icp = { icpSummary: null, targetIndustries: 'SaaS', targetTitles: null, targetCompanySizes: null, targetRegions: null, targetNotes: null };
const message = () => ({ icp, events: [], peers: [{ name: 'Peer', similarity: 0.5, events: [{ conferenceId: 3, role: 'ATTENDED', rating: 5 }] }], from: '2030-01-01T00:00:00.000Z', offset: 0, limit: 10 });
const asPayload = { type: 'body' as const, metatype: IcpRankQuery };

async function refusal(value: unknown): Promise<string> {
  try {
    await rpcValidationPipe().transform(value, asPayload);
  } catch (err) {
    return err instanceof ServiceError ? err.message : String(err);
  }
  return 'accepted';
}

describe('rpcValidationPipe on a message validated as sent', () => {
  it('answers an instance of the class holding the nested values as they came', async () => {
    const sent = message();
    const value = (await rpcValidationPipe().transform(sent, asPayload)) as IcpRankQuery;
    expect(value).toBeInstanceOf(IcpRankQuery);
    expect(value.peers).toBe(sent.peers);
  });

  it('applies the same rules: unknown keys, nested checks and plain fields', async () => {
    expect(await refusal({ ...message(), extra: 1 })).toBe('property extra should not exist');
    expect(await refusal({ ...message(), peers: [{ name: 'Peer', similarity: 3, events: [] }] })).toBe('peers: similarity must be from 0 to 1');
    expect(await refusal({ ...message(), limit: 0 })).toBe('limit must not be less than 1');
  });

  it('takes a message naming __proto__ the long way, which strips the key before validating', async () => {
    const polluted = JSON.parse(JSON.stringify(message()).replace('{', '{"__proto__":{"admin":true},'));
    const value = (await rpcValidationPipe().transform(polluted, asPayload)) as IcpRankQuery & { admin?: boolean };
    expect(value).toBeInstanceOf(IcpRankQuery);
    expect(value.admin).toBeUndefined();
  });
});
