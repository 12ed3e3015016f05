import { locationOf, mapRecord, parseConfsTech, typeOfTopics } from './confs-tech';

const record = (over: Record<string, unknown> = {}) => ({
  name: 'DevOpsCon Amsterdam',
  url: 'https://devopscon.io/amsterdam',
  startDate: '2027-04-20',
  endDate: '2027-04-24',
  city: 'Amsterdam',
  country: 'Netherlands',
  online: false,
  ...over,
});
const file = (path: string, records: unknown[]) => ({ path, topic: path.split('/')[1].replace('.json', ''), content: JSON.stringify(records) });

describe('confs.tech mapping', () => {
  it('maps topics to our types, the most specific winning', () => {
    expect(typeOfTopics(['devops'])).toBe('DevOps');
    expect(typeOfTopics(['data'])).toBe('AI');
    expect(typeOfTopics(['javascript'])).toBe('Tech');
    expect(typeOfTopics(['general'])).toBe('General');
    expect(typeOfTopics(['general', 'javascript'])).toBe('Tech');
    expect(typeOfTopics(['javascript', 'security'])).toBe('Security');
    expect(typeOfTopics(['some-new-topic'])).toBe('Tech');
  });

  it('writes city and country as the location, Online for an online-only event', () => {
    expect(locationOf('Amsterdam', 'Netherlands', true)).toBe('Amsterdam, Netherlands');
    expect(locationOf(null, null, true)).toBe('Online');
    expect(locationOf(null, 'Germany', false)).toBe('Germany');
    expect(locationOf(null, null, false)).toBeNull();
  });

  it('maps a record to a submission with its identity', () => {
    const mapped = mapRecord(record({ online: true }), 'devops');
    expect(mapped).toEqual({
      candidate: {
        key: 'devopscon.io/amsterdam|2027-04-20',
        where: '',
        input: {
          title: 'DevOpsCon Amsterdam',
          url: 'https://devopscon.io/amsterdam',
          startDate: '2027-04-20',
          endDate: '2027-04-24',
          location: 'Amsterdam, Netherlands',
          type: 'DevOps',
          online: true,
          attendanceMode: 'hybrid',
          cfpUrl: null,
          cfpEndDate: null,
          country: 'NL',
          city: 'Amsterdam',
          languages: [],
          topics: ['devops'],
          cocUrl: null,
          captions: false,
          twitter: null,
          mastodon: null,
          bluesky: null,
        },
        topics: ['devops'],
      },
    });
  });

  it.each([
    [null, 'not an object'],
    [record({ name: '  ' }), 'name is missing'],
    [record({ url: 'devopscon.io' }), 'url is not a valid http(s) URL ("devopscon.io")'],
    [record({ startDate: '2027-02-30' }), 'startDate is not a date written YYYY-MM-DD ("2027-02-30")'],
    [record({ endDate: '2027-04-19' }), 'endDate 2027-04-19 is before startDate 2027-04-20'],
    [record({ city: undefined, country: undefined, online: false }), 'no city or country and not marked online'],
  ])('rejects %j: %s', (raw, reason) => {
    expect(mapRecord(raw, 'devops')).toEqual({ reason });
  });
});

describe('confs.tech discovery fields', () => {
  it('keeps the call for papers, languages and the place as codes', () => {
    const mapped = mapRecord(record({ country: 'U.S.A.', city: 'Seattle, WA', locales: 'EN, JP,xx', cfpUrl: 'https://devopscon.io/cfp', cfpEndDate: '2027-01-31' }), 'ux');
    expect(mapped).toMatchObject({
      candidate: { input: { country: 'US', city: 'Seattle, WA', languages: ['en', 'ja'], cfpUrl: 'https://devopscon.io/cfp', cfpEndDate: '2027-01-31', attendanceMode: 'in-person', topics: ['ux'] } },
    });
  });

  it('drops an unreadable CFP link or deadline but keeps the conference', () => {
    const mapped = mapRecord(record({ cfpUrl: 'not a link', cfpEndDate: '31.01.2027' }), 'ux');
    expect(mapped).toMatchObject({ candidate: { input: { title: 'DevOpsCon Amsterdam', cfpUrl: null, cfpEndDate: null } } });
  });

  it('keeps what the record says about inclusion, accounts as canonical handles', () => {
    const raw = record({ cocUrl: 'https://devopscon.io/coc', offersSignLanguageOrCC: true, twitter: '@devops_con', mastodon: '@devopscon@Mastodon.social', bluesky: 'devopscon.bsky.social' });
    expect(mapRecord(raw, 'ux')).toMatchObject({
      candidate: { input: { cocUrl: 'https://devopscon.io/coc', captions: true, twitter: 'devops_con', mastodon: '@devopscon@mastodon.social', bluesky: 'devopscon.bsky.social' } },
    });
  });

  it('drops a code of conduct or account that cannot be linked but keeps the conference', () => {
    const raw = record({ cocUrl: 'In signup and event day page', offersSignLanguageOrCC: 'yes', twitter: '@has-dash', mastodon: '@rustconf@hachyderm', bluesky: 'javascript:alert(1)' });
    expect(mapRecord(raw, 'ux')).toMatchObject({ candidate: { input: { title: 'DevOpsCon Amsterdam', cocUrl: null, captions: false, twitter: null, mastodon: null, bluesky: null } } });
  });

  it('reads online without a place as online, with one as hybrid', () => {
    expect(mapRecord(record({ city: undefined, country: undefined, online: true }), 'ux')).toMatchObject({ candidate: { input: { attendanceMode: 'online', location: 'Online' } } });
    expect(mapRecord(record({ online: true }), 'ux')).toMatchObject({ candidate: { input: { attendanceMode: 'hybrid' } } });
  });
});

describe('parseConfsTech', () => {
  it('merges the copies of one conference under several topics and names every rejected record', () => {
    const parsed = parseConfsTech([
      file('2027/javascript.json', [record({ url: 'https://devopscon.io/amsterdam/', city: undefined, country: undefined, online: true }), record({ name: '', url: 'https://x.dev' })]),
      file('2027/devops.json', [record({ cfpUrl: 'https://devopscon.io/cfp', locales: 'EN', cocUrl: 'https://devopscon.io/coc', offersSignLanguageOrCC: true }), record({ name: 'DevOpsCon Amsterdam 2028', startDate: '2028-04-20', endDate: '2028-04-21' })]),
      { path: '2027/broken.json', topic: 'broken', content: '{oops' },
    ]);
    expect(parsed.records).toBe(4);
    expect(parsed.candidates).toHaveLength(2);
    expect(parsed.candidates[0]).toMatchObject({
      where: '2027/javascript.json #1',
      topics: ['javascript', 'devops'],
      input: { type: 'DevOps', location: 'Amsterdam, Netherlands', online: true, attendanceMode: 'hybrid', country: 'NL', topics: ['javascript', 'devops'], cocUrl: 'https://devopscon.io/coc', captions: true },
    });
    expect(parsed.rejected).toEqual([
      { where: '2027/javascript.json #2', name: '(no name)', reason: 'name is missing' },
      { where: '2027/broken.json', name: '(whole file)', reason: expect.stringMatching(/^not valid JSON/) },
    ]);
  });
});
