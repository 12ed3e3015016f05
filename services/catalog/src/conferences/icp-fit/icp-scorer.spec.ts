import { ConferenceCandidate, countryOf, IcpRanking, IcpText, rankConferences } from './icp-scorer';

const icp = (fields: Partial<IcpText>): IcpText => ({
  icpSummary: null,
  targetIndustries: null,
  targetTitles: null,
  targetCompanySizes: null,
  targetRegions: null,
  targetNotes: null,
  ...fields,
});

let nextId = 1;
const conf = (title: string, type: string, location: string, extra: Partial<ConferenceCandidate> = {}): ConferenceCandidate => ({
  id: nextId++,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  location,
  startDateUTC: '2027-03-01T00:00:00.000Z',
  endDateUTC: null,
  type,
  attendanceMode: 'in-person',
  ...extra,
});

const fintech = icp({ targetIndustries: 'Fintech, Payments', targetRegions: 'Europe' });

describe('ICP fit scorer', () => {
  it('puts a conference of the ICP’s type in its regions above one of another type elsewhere, and says why', () => {
    const [first, second] = rankConferences({ icp: fintech, history: [], peers: [] }, [
      conf('HealthCon', 'Bio/Health', 'Boston, MA, USA'),
      conf('Payments Week', 'Fintech', 'Paris, France'),
    ]);
    expect(first.conference.title).toBe('Payments Week');
    expect(first.reasons).toEqual(expect.arrayContaining(['Europe matches your regions', 'Fintech event: your ICP mentions fintech, payments']));
    expect(second.score).toBeLessThan(first.score);
    expect(second.reasons).toEqual([]);
  });

  it('rewards the type of events the company rated well, and counts them in the reason', () => {
    const ai = icp({ targetRegions: 'Europe' });
    const history = [5, 5, 5].map((rating, i) => ({ title: `ML Days ${i}`, type: 'AI', rating, role: 'ATTENDED' }));
    const [top] = rankConferences({ icp: ai, history, peers: [] }, [conf('Robots Expo', 'Tech', 'Berlin, Germany'), conf('Neural Summit', 'AI', 'Berlin, Germany')]);
    expect(top.conference.title).toBe('Neural Summit');
    expect(top.reasons).toContain('AI, like 3 events you rated 5/5');
  });

  it('ranks down the next edition of an event the company rated badly', () => {
    const history = [{ title: 'Money Fair 2026', type: 'Fintech', rating: 1, role: 'SPONSORED' }];
    const ranked = rankConferences({ icp: fintech, history, peers: [] }, [conf('Money Fair 2027', 'Fintech', 'Madrid, Spain'), conf('Cash Forum', 'Fintech', 'Madrid, Spain')]);
    expect(ranked.map((r) => r.conference.title)).toEqual(['Cash Forum', 'Money Fair 2027']);
    expect(ranked[1].reasons).toContain('You rated an earlier edition 1/5');
  });

  it('credits what companies with a similar ICP rated well', () => {
    const peers = [{ name: 'Paywise', similarity: 0.8, events: [{ title: 'Ledger Live 2025', type: 'Fintech', rating: 5, role: 'ATTENDED' }] }];
    const [top] = rankConferences({ icp: fintech, history: [], peers }, [conf('Cash Forum', 'Fintech', 'Madrid, Spain'), conf('Ledger Live 2027', 'Fintech', 'Madrid, Spain')]);
    expect(top.conference.title).toBe('Ledger Live 2027');
    expect(top.reasons).toContain('Paywise with a similar ICP rated this event well');
  });

  it('treats online events as reachable from any region, and discover’s country and topics when present', () => {
    const [online] = rankConferences({ icp: fintech, history: [], peers: [] }, [conf('Remote Pay', 'Fintech', 'Austin, TX', { attendanceMode: 'online' })]);
    expect(online.reasons).toContain('Online: reachable from your regions');
    const [topical] = rankConferences({ icp: fintech, history: [], peers: [] }, [conf('DevDays', 'Tech', 'Somewhere', { country: 'Spain', topics: ['payments'] })]);
    expect(topical.reasons).toEqual(expect.arrayContaining(['Europe matches your regions', '“payments” in its title or topics']));
  });

  it('is deterministic and keeps every score within 0..100', () => {
    const pool = [conf('A', 'Fintech', 'Paris, France'), conf('B', 'Fintech', 'Paris, France'), conf('C', 'General', 'Lima, Peru')];
    const input = { icp: fintech, history: [{ title: 'Other', type: 'Fintech', rating: 5, role: 'SPONSORED' }], peers: [] };
    const once = rankConferences(input, pool);
    expect(rankConferences(input, [...pool].reverse())).toEqual(once);
    expect(once.map((r) => r.conference.title)).toEqual(['A', 'B', 'C']);
    for (const r of once) expect(r.score).toBeGreaterThanOrEqual(0);
    for (const r of once) expect(r.score).toBeLessThanOrEqual(100);
  });

  it('keeps the same first rows when asked for a page only, ties and all, skipping candidates that cannot enter', () => {
    const types = ['Fintech', 'General', 'Tech', 'AI'];
    const places = ['Paris, France', 'Lima, Peru', 'Austin, TX', 'Online'];
    const pool = Array.from({ length: 90 }, (_, i) =>
      conf(`Event ${i % 7}`, types[i % 4], places[(i >> 2) % 4], { startDateUTC: `2027-0${1 + (i % 5)}-01T00:00:00.000Z`, attendanceMode: i % 9 ? 'in-person' : 'online' }),
    );
    const ranking = new IcpRanking({
      icp: fintech,
      history: [{ title: 'Event 3', type: 'AI', rating: 5, role: 'SPOKE' }, { title: 'Event 6', type: 'Fintech', rating: 1, role: 'ATTENDED' }],
      peers: [{ name: 'Peer', similarity: 0.6, events: [{ title: 'Event 5', type: 'Tech', rating: 5, role: 'SPONSORED' }] }],
    });
    const all = ranking.rank(pool);
    for (const count of [0, 1, 10, 64, 65, 90, 200]) expect(ranking.top([...pool].reverse(), count)).toEqual(all.slice(0, count));
  });

  it.each([
    ['Austin, TX, USA', 'united states'],
    ['Austin, TX', 'united states'],
    ['London, UK', 'united kingdom'],
    ['Zürich, Switzerland', 'switzerland'],
    ['Singapore', 'singapore'],
    ['', null],
  ])('reads the country of %j', (location, country) => {
    expect(countryOf(location)).toBe(country);
  });
});
