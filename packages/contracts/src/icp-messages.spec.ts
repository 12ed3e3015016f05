import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { IcpRankQuery } from './icp-messages';

function errors(plain: object): string[] {
  return validateSync(plainToInstance(IcpRankQuery, plain), { whitelist: true, forbidNonWhitelisted: true }).flatMap((e) => Object.values(e.constraints ?? {}));
}

const icp = { icpSummary: 'Dev tools', targetIndustries: 'SaaS', targetTitles: null, targetCompanySizes: null, targetRegions: 'Europe', targetNotes: null };
const peerEvent = { conferenceId: 9, role: 'SPONSORED', rating: null };
const query = {
  icp,
  events: [{ conferenceId: null, customConferenceName: 'Own Con', role: 'SPOKE', rating: 4 }],
  peers: [{ name: 'Peer', similarity: 0.4, events: [peerEvent] }],
  from: '2030-01-01T00:00:00.000Z',
  offset: 0,
  limit: 10,
};

describe('IcpRankQuery', () => {
  it('accepts a company, its track record and its peers', () => {
    expect(errors(query)).toEqual([]);
  });

  const refused: Array<[string, object, string]> = [
    ['an ICP field missing', { icp: { ...icp, targetNotes: undefined } }, 'icp.targetNotes must be null or text of at most 2000 characters'],
    ['an unknown ICP field', { icp: { ...icp, contactEmail: 'a@b.co' } }, 'icp.contactEmail is not allowed'],
    ['an ICP text over its limit', { icp: { ...icp, targetIndustries: 'x'.repeat(1001) } }, 'icp.targetIndustries must be null or text of at most 1000 characters'],
    ['an own entry naming nothing valid', { events: [{ conferenceId: 0, customConferenceName: null, role: 'SPOKE', rating: null }] }, 'events: conferenceId must be a conference id or null'],
    ['a peer entry without a conference', { peers: [{ name: 'Peer', similarity: 0.4, events: [{ ...peerEvent, conferenceId: null }] }] }, 'peers events: conferenceId must be a conference id'],
    ['a rating out of range', { peers: [{ name: 'Peer', similarity: 0.4, events: [{ ...peerEvent, rating: 6 }] }] }, 'peers events: rating must be null or 1 to 5'],
    ['an unknown role', { events: [{ conferenceId: 3, customConferenceName: null, role: 'HOSTED', rating: null }] }, 'events: role must be one of: ATTENDED, SPONSORED, SPOKE, EXHIBITED'],
    ['an extra key on an entry', { peers: [{ name: 'Peer', similarity: 0.4, events: [{ ...peerEvent, notes: 'x' }] }] }, 'peers events entries must have exactly: conferenceId, role, rating'],
    ['too many entries', { events: Array.from({ length: 51 }, () => query.events[0]) }, 'events must hold at most 50 entries'],
    ['too many peers', { peers: Array.from({ length: 7 }, () => query.peers[0]) }, 'peers must hold at most 6 companies'],
    ['a similarity over 1', { peers: [{ name: 'Peer', similarity: 2, events: [] }] }, 'peers: similarity must be from 0 to 1'],
    ['a page past the ranking', { offset: 1000 }, 'offset must not be greater than 950'],
  ];
  it.each(refused)('refuses %s with a message that says what is wrong', (_, change, message) => {
    expect(errors({ ...query, ...change })).toEqual([message]);
  });
});
