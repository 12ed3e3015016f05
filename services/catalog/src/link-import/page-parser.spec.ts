import fc from 'fast-check';
import { cleanTitle, parseConferencePage } from './page-parser';
describe('parseConferencePage sources', () => {
  const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

  it('prefers the Event node inside @graph over other nodes, and reads Event subtypes', () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'Organization', name: 'Org Inc' },
        { '@type': ['BusinessEvent'], name: 'Biz Summit 2030', startDate: '2030-05-01T23:30:00-07:00', endDate: '2030-05-02T01:00:00-07:00', location: { '@type': 'Place', name: 'Hall A', address: { addressLocality: 'Denver', addressRegion: 'CO', addressCountry: { '@type': 'Country', name: 'US' } } }, image: { '@type': 'ImageObject', url: '/img/x.png' } },
      ],
    };
    const parsed = parseConferencePage(page(`<title>Other</title><script type="application/ld+json">${JSON.stringify([ld])}</script>`), 'https://biz.example.com/2030/');
    expect(parsed).toMatchObject({
      title: 'Biz Summit 2030',
      // The local calendar day, not shifted through UTC (23:30-07:00 is the next day in UTC).
      startDate: '2030-05-01',
      endDate: '2030-05-02',
      location: 'Denver, CO, US',
      venue: 'Hall A',
      imageUrl: 'https://biz.example.com/img/x.png',
      // The page names no address of its own: the one it was fetched from stands in, and says so.
      url: 'https://biz.example.com/2030/',
    });
    expect(parsed.notes).toMatchObject({ title: { source: 'structured data' }, startDate: { source: 'structured data' }, venue: { source: 'structured data' }, url: { source: 'page address' } });
  });

  it('reads OpenGraph given as name= and unquoted attributes, decoding entities', () => {
    const parsed = parseConferencePage(page('<meta content="Caf&eacute; Conf &amp; Co 2031" name=og:title><meta name=og:image content=/a.png><link rel=canonical href=https://cafe.example.org/>'), 'https://cafe.example.org/x');
    expect(parsed.title).toBe('Café Conf & Co 2031');
    expect(parsed.imageUrl).toBe('https://cafe.example.org/a.png');
    expect(parsed.url).toBe('https://cafe.example.org/');
  });

  it('falls back to the head title, never a title inside an SVG', () => {
    const parsed = parseConferencePage('<html><head><title>Real Conf 2032 | realconf.io</title></head><body><svg><title>Menu</title></svg></body></html>', null);
    expect(parsed.title).toBe('Real Conf 2032');
  });

  it('finds no title in an empty page and refuses non-http image links', () => {
    const parsed = parseConferencePage(page('<meta property="og:image" content="javascript:alert(1)">'), 'https://x.example.com/');
    expect(parsed.title).toBeNull();
    expect(parsed.imageUrl).toBeNull();
  });

  it('reads an Event\'s microdata dates, also from <meta itemprop>, and microformats', () => {
    const micro = '<html itemscope itemtype="http://schema.org/Event"><head><title>DevFest Z 2031</title><meta itemprop="startDate" content="2031-10-12T09:00:00+03:00"><meta itemprop="endDate" content="2031-10-13T19:00:00+03:00"></head><body><span>12</span><span>13</span><span>October</span></body></html>';
    expect(parseConferencePage(micro, 'https://z.example.org/2031')).toMatchObject({ startDate: '2031-10-12', endDate: '2031-10-13', notes: { startDate: { source: 'structured data' } } });
    const mf = page('<title>Conf Q 2031</title>', '<div class="h-event"><time class="dt-start" datetime="2031-05-04">May 4</time>–<time class="dt-end" datetime="2031-05-05">5</time></div>');
    expect(parseConferencePage(mf, null)).toMatchObject({ startDate: '2031-05-04', endDate: '2031-05-05' });
  });

  it('reads a venue named in a Chinese or Japanese sentence ("在…舉行", "…にて開催") when it names a building', () => {
    const zh = page('<meta property="og:description" content="PHPConf X 2031 是年度 PHP 聚會，於 10/9 在輔仁大學國璽樓舉行。"><title>PHPConf X 2031</title>');
    expect(parseConferencePage(zh, null)).toMatchObject({ startDate: '2031-10-09', venue: '輔仁大學國璽樓' });
    expect(parseConferencePage(page('<title>Conf J 2031</title>', '<p>本イベントは大雪クリスタルホールにて開催します。</p>'), null).venue).toBe('大雪クリスタルホール');
    expect(parseConferencePage(page('<title>Conf K 2031</title>', '<p>在線上舉行</p>'), null).venue).toBeNull();
  });

  it('flags dates for a check, with the other range, when the page gives two ranges days apart', () => {
    const parsed = parseConferencePage(page('<title>PyCon V 2031</title>', '<h2>29 Sept - 02 Oct</h2><p>CONFERENCE</p><p>Aug 12, 13, Hyderabad</p>'), 'https://v.example.org/2031/');
    expect(parsed).toMatchObject({ startDate: '2031-09-29', endDate: '2031-10-02' });
    expect(parsed.notes.startDate).toMatchObject({ confidence: 'check', reason: 'the page also gives 2031-08-12 to 2031-08-13' });
  });

  it('reads the place after a bullet beside the dates ("28 de novembro, 2026 • São Paulo")', () => {
    const parsed = parseConferencePage(page('<title>JSConf W</title>', '<h1>JSConf W 2031</h1><small>28 de novembro, 2031 • São Paulo</small>'), null);
    expect(parsed).toMatchObject({ startDate: '2031-11-28', location: 'São Paulo, Brazil', country: 'BR' });
  });

  it('reads a small city of the gazetteer as a city of its country', () => {
    const parsed = parseConferencePage(page('<title>Barcamp Brno 2031</title>', '<p>Come!</p>'), null);
    expect(parsed).toMatchObject({ location: 'Brno, Czechia', country: 'CZ', city: 'Brno' });
  });

  it('takes no place from a list of past editions, and no room name for the venue', () => {
    const past = '<h2>Journey</h2><p>Date:</p><p>26th and 27th September, 2009</p><h3>Location:</h3><p>Indian Institute of Science, Bangalore</p>';
    expect(parseConferencePage(page('<title>PyCon X 2031</title>', past), 'https://x.example.org/2031/')).toMatchObject({ location: null, venue: null });
    const room = '<h3>Location</h3><ul><li>Conference Hall</li><li>IIIT Hyderabad, Hyderabad</li></ul>';
    expect(parseConferencePage(page('<title>PyConf Y 2031</title>', room), null)).toMatchObject({ location: 'Hyderabad, India', venue: 'IIIT Hyderabad' });
  });

  it('takes the edition from the opening of the description when the page has no name of its own, and "Online" beside the dates', () => {
    const parsed = parseConferencePage(page('<title></title><meta name="description" content="VX Conference 2031 (VX2031) – bridging academia and industry">', '<p>DECEMBER 04 &amp; 05 - ONLINE/INTERNATIONAL</p>'), null);
    expect(parsed).toMatchObject({ startDate: '2031-12-04', endDate: '2031-12-05', location: 'Online' });
  });

  it('reads an online edition from the page\'s opening lines, not from streams further down', () => {
    expect(parseConferencePage(page('<title>HackX 2031</title>', '<h1>HackX</h1><p>Join us online this year for everything HackX is known for.</p>'), null).location).toBe('Online');
    const below = `<h1>HackY</h1>${'<p>Talks and workshops.</p>'.repeat(25)}<p>Join us online for the watch party.</p>`;
    expect(parseConferencePage(page('<title>HackY 2031</title>', below), null).location).toBeNull();
  });

  it('prefers the name the site writes with its year over adding a year to og:title', () => {
    const parsed = parseConferencePage(page('<meta property="og:title" content="LetX at Home"><meta property="og:site_name" content="LetX 2031">'), 'https://letx.example.kr/2031/');
    expect(parsed.title).toBe('LetX 2031');
  });

  it('survives broken JSON-LD and falls back to meta tags', () => {
    const parsed = parseConferencePage(page('<script type="application/ld+json">{"@type": "Event", "name": </script><meta property="og:title" content="Fallback Conf">'), null);
    expect(parsed.title).toBe('Fallback Conf');
  });
});

describe('cleanTitle', () => {
  it.each([
    ['Full Stack Europe 2019 - The International Full Stack Conference', null, 'Full Stack Europe 2019'],
    ['JavaScript Conference Armenia | jsconf.am', null, 'JavaScript Conference Armenia'],
    ['JSConf JP | JSConf JP', null, 'JSConf JP'],
    ['Home | JSConf EU', null, 'JSConf EU'],
    ['DevOpsDays - Berlin 2024', null, 'DevOpsDays - Berlin 2024'],
    ['PyCon HK', 'PyCon HK 2017', 'PyCon HK'],
  ])('%s → %s', (raw, site, expected) => {
    expect(cleanTitle(raw, site)).toBe(expected);
  });
});

describe('parseConferencePage on anything a site may send', () => {
  const pieces = fc.constantFrom(
    '<h2>Venue</h2>', '<h3>Local:</h3>', 'Venue:', '<title>', '</title>', '<meta property="og:title" content="X | Home">', '<br>', '<p>', '</p>',
    'June 4', '29 y 30 de noviembre', '2019年11月29日', '11.29-30', ', ', ' - ', 'Berlin, Germany', '09111 Chemnitz', 'CFP closes', '<sup>th</sup>',
    '<script type="application/ld+json">{"@type":"Event","startDate":"2019-02-30","location":{"address":{}}}</script>', '<a href="https://maps.google.com/?q=">map</a>',
  );
  it('never throws and keeps every value a string or null', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), fc.constantFrom(null, 'https://x.example.org/2019/'), (parts, url) => {
        const parsed = parseConferencePage(parts.join(''), url);
        for (const v of [parsed.title, parsed.startDate, parsed.endDate, parsed.location, parsed.venue, parsed.url, parsed.imageUrl]) expect(v === null || typeof v === 'string').toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
