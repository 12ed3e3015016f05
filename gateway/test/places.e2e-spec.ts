import { Client } from 'pg';
import { CalendarResponse, CityResponse, CountriesResponse, CountryResponse, MapResponse, PLACES_LIMITS, TopicsResponse } from '@confdir/contracts';
import { Stack, startStack } from '../../testing/stack';
import { gazetteer } from '../../services/catalog/src/places/gazetteer';

/** Browse by place, topic and month (issue 35) through HTTP on real parts: landing data, the city filter, the map, the calendar. */
describe('places, topics, map and calendar', () => {
  let stack: Stack;
  let db: Client;
  const get = (path: string, query: Record<string, string> = {}) => stack.http().get(path).query(query);
  const submit = (title: string, extra: Record<string, unknown>) =>
    stack
      .http()
      .post('/api/submit')
      .send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`, startDate: '2031-06-10', endDate: '2031-06-12', ...extra })
      .expect(201);
  const titles = async (query: Record<string, string>) =>
    ((await get('/api/conferences', query).expect(200)).body.conferences as { title: string }[]).map((c) => c.title).sort();

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    await submit('Zurich JS', { location: 'Kongresshaus, Zürich, Switzerland', topics: ['javascript'], cfpEndDate: '2031-06-03' });
    await submit('Zurich Rust', { location: 'ETH', city: 'Zurich', country: 'CH', topics: ['rust'], startDate: '2031-06-30', endDate: '2031-07-02' });
    await submit('Munich Data', { location: 'München, Germany', topics: ['data'], startDate: '2031-07-05', endDate: null });
    await submit('Berlin Online', { location: 'Berlin, Germany', attendanceMode: 'online', topics: ['javascript'] });
    await submit('Paris Texas', { location: 'Paris, TX', startDate: '2031-05-30', endDate: '2031-06-01', cfpEndDate: '2031-06-20', cfpTimezone: 'America/Chicago' });
    await submit('Old Berlin', { location: 'Berlin, Germany', startDate: '2020-03-01', endDate: null });
  }, 120_000);
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('gives a written conference its city, slug and coordinates, and an online one none', async () => {
    const { body } = await get('/api/conferences/zurich-js').expect(200);
    expect(body).toMatchObject({ country: 'CH', city: 'Zürich', citySlug: 'zurich' });
    expect(body.latitude).toBeCloseTo(47.37, 1);
    expect(body.longitude).toBeCloseTo(8.55, 1);
    expect((await get('/api/conferences/munich-data').expect(200)).body).toMatchObject({ country: 'DE', citySlug: 'munich' });
    expect((await get('/api/conferences/berlin-online').expect(200)).body).toMatchObject({ citySlug: null, latitude: null, longitude: null });
  });

  it('filters the listing by city, written as its slug or its name in any spelling or script', async () => {
    for (const city of ['zurich', 'Zürich', 'ZURICH', 'Цюрих', 'チューリッヒ']) expect(await titles({ country: 'ch', city })).toEqual(['Zurich JS', 'Zurich Rust']);
    expect(await titles({ country: 'DE', city: 'München' })).toEqual(['Munich Data']);
    expect(await titles({ country: 'CH', city: 'Nowhere' })).toEqual([]);
    const res = await get('/api/conferences', { city: 'zurich' }).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'city needs a country, e.g. country=DE&city=berlin' });
  });

  it('lists the countries with conferences, with upcoming and total counts', async () => {
    const { body } = (await get('/api/places/countries').expect(200)) as { body: CountriesResponse };
    expect(body.countries.map((c) => c.code)).toEqual(['DE', 'CH', 'US']);
    expect(body.countries.find((c) => c.code === 'CH')).toEqual({ code: 'CH', name: 'Switzerland', upcoming: 2, total: 2, cityCount: 1 });
    // The online Berlin conference has no country; the 2020 one counts in the total only.
    expect(body.countries.find((c) => c.code === 'DE')).toEqual({ code: 'DE', name: 'Germany', upcoming: 1, total: 2, cityCount: 2 });
  });

  it('answers a country with its cities, any case, and 404 for one without conferences or that does not exist', async () => {
    const { body } = (await get('/api/places/countries/de').expect(200)) as { body: CountryResponse };
    expect(body).toMatchObject({ code: 'DE', name: 'Germany', citiesTotal: 2 });
    expect(body.cities.map((c) => [c.slug, c.name, c.upcoming, c.total])).toEqual([
      ['munich', 'Munich', 1, 1],
      ['berlin', 'Berlin', 0, 1],
    ]);
    expect((await get('/api/places/countries/DE').expect(200)).body).toEqual(body);
    for (const cc of ['se', 'zz', 'xyz', "'; DROP TABLE x; --", '%00', '🇩🇪']) {
      const res = await get(`/api/places/countries/${encodeURIComponent(cc)}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body).toMatchObject({ statusCode: res.status });
    }
    expect((await get('/api/places/countries/se').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Country not found' });
    await get(`/api/places/countries/${'d'.repeat(2000)}`).expect(400);
  });

  it('answers a city by slug or by name in any script, and 404 for one without conferences', async () => {
    for (const city of ['zurich', 'Zürich', 'Zurich', 'Цюрих']) {
      const { body } = (await get(`/api/places/countries/ch/${encodeURIComponent(city)}`).expect(200)) as { body: CityResponse };
      expect(body).toMatchObject({ slug: 'zurich', name: 'Zürich', upcoming: 2, total: 2, country: { code: 'CH', name: 'Switzerland' } });
    }
    expect((await get(`/api/places/countries/de/${encodeURIComponent('münchen')}`).expect(200)).body.slug).toBe('munich');
    expect((await get('/api/places/countries/ch/geneva').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'City not found' });
    await get('/api/places/countries/ch/berlin').expect(404);
    await get('/api/places/countries/zz/zurich').expect(404);
    await get(`/api/places/countries/ch/${encodeURIComponent('<script>alert(1)</script>')}`).expect(404);
    await get(`/api/places/countries/ch/${'z'.repeat(500)}`).expect(400);
  });

  it('answers the topics with conferences, and 404 for an unknown one or one without conferences', async () => {
    const { body } = (await get('/api/topics').expect(200)) as { body: TopicsResponse };
    expect(body.topics).toEqual([
      { topic: 'data', upcoming: 1, total: 1 },
      { topic: 'javascript', upcoming: 2, total: 2 },
      { topic: 'rust', upcoming: 1, total: 1 },
    ].sort((a, b) => b.upcoming - a.upcoming || a.topic.localeCompare(b.topic)));
    expect((await get('/api/topics/JavaScript').expect(200)).body).toEqual({ topic: 'javascript', upcoming: 2, total: 2 });
    expect((await get('/api/topics/cooking').expect(404)).body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Topic not found' });
    await get('/api/topics/ux').expect(404);
  });

  it('shows a new conference in a new city at once', async () => {
    await get('/api/places/countries/ch/geneva').expect(404);
    await submit('Geneva Security', { location: 'Genève, Suisse', topics: ['security'] });
    expect((await get('/api/places/countries/ch/geneva').expect(200)).body).toMatchObject({ slug: 'geneve', name: 'Genève', upcoming: 1 });
    expect((await get('/api/topics/security').expect(200)).body.total).toBe(1);
  });

  it('clusters the upcoming conferences by city for the listing filters', async () => {
    const { body } = (await get('/api/map').expect(200)) as { body: MapResponse };
    expect(body.clusters.map((c) => [c.country, c.city, c.count])).toEqual([
      ['CH', 'zurich', 2],
      ['CH', 'geneve', 1],
      ['DE', 'munich', 1],
      ['US', 'paris', 1],
    ]);
    expect(body.clusters[0]).toMatchObject({ name: 'Zürich', latitude: expect.closeTo(47.37, 1), longitude: expect.closeTo(8.55, 1) });
    // Every upcoming conference counts; the online one is on no cluster.
    expect(body).toMatchObject({ total: 6, placed: 5, clustersTotal: 4 });
    expect((await get('/api/map', { topic: 'javascript' }).expect(200)).body).toMatchObject({ total: 2, placed: 1, clusters: [{ city: 'zurich', count: 1 }] });
    expect((await get('/api/map', { country: 'CH', city: 'Zürich' }).expect(200)).body.clusters).toHaveLength(1);
    await get('/api/map', { mode: 'teleport' }).expect(400);
    await get('/api/map', { city: 'zurich' }).expect(400);
  });

  it('answers at most 2,000 clusters, the busiest, and says how many there are', async () => {
    const places = [];
    // Cities of other countries than the submitted conferences', so those clusters stay as they are.
    for (let id = 0; places.length < PLACES_LIMITS.mapClusters + 50; id += 7) {
      const place = gazetteer().place(id);
      if (!['CH', 'DE', 'US'].includes(place.country)) places.push(place);
    }
    await db.query(
      `INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, start_date_utc, country, city_slug, place_version)
       SELECT 'many-' || i, 'Many ' || i, 'https://many' || i || '.example.com/', 'many' || i || '.example.com', 'import', now() + interval '30 days', cc, slug, 1
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS p(cc, slug, i)`,
      [places.map((p) => p.country), places.map((p) => p.slug)],
    );
    // Written around the service: a new filter set is read afresh.
    const { body } = (await get('/api/map', { type: 'General' }).expect(200)) as { body: MapResponse };
    expect(body.clusters).toHaveLength(PLACES_LIMITS.mapClusters);
    expect(body.clustersTotal).toBeGreaterThan(PLACES_LIMITS.mapClusters);
    expect(body.clusters[0]).toMatchObject({ city: 'zurich', count: 2 });
    await db.query("DELETE FROM catalog.conferences WHERE slug LIKE 'many-%'");
  });

  it('answers a month: the conferences overlapping it, the deadlines in it, and every day counted', async () => {
    const { body } = (await get('/api/calendar', { month: '2031-06' }).expect(200)) as { body: CalendarResponse };
    expect(body).toMatchObject({ month: '2031-06', previous: '2031-05', next: '2031-07', conferencesTotal: 5, deadlinesTotal: 2 });
    expect(body.days).toHaveLength(30);
    expect(body.conferences.map((c) => c.title)).toEqual(['Paris Texas', 'Zurich JS', 'Berlin Online', 'Geneva Security', 'Zurich Rust']);
    expect(body.deadlines.map((d) => [d.title, d.cfpEndDate])).toEqual([
      ['Zurich JS', '2031-06-03'],
      ['Paris Texas', '2031-06-20'],
    ]);
    const dayOf = (date: string) => body.days.find((d) => d.date === date);
    // Paris Texas began in May: it is filed under June 1st, its first day in the month.
    expect(dayOf('2031-06-01')).toEqual({ date: '2031-06-01', happening: 1, starting: 1, startingListed: 1, deadlines: 0, deadlinesListed: 0 });
    expect(dayOf('2031-06-11')).toMatchObject({ happening: 3, starting: 0 });
    expect(dayOf('2031-06-10')).toMatchObject({ happening: 3, starting: 3, startingListed: 3 });
    expect(dayOf('2031-06-30')).toMatchObject({ happening: 1, starting: 1 });
    expect(dayOf('2031-06-20')).toMatchObject({ deadlines: 1, deadlinesListed: 1 });
    expect((await get('/api/calendar', { month: '2031-06', topic: 'rust' }).expect(200)).body.conferences.map((c: { title: string }) => c.title)).toEqual(['Zurich Rust']);
    expect((await get('/api/calendar', { month: '2031-07' }).expect(200)).body.conferences.map((c: { title: string }) => c.title)).toEqual(['Zurich Rust', 'Munich Data']);
  });

  it('lists at most 15 conferences a day and says how many more there are', async () => {
    await db.query(
      `INSERT INTO catalog.conferences (slug, title, url, normalized_url, source, start_date_utc)
       SELECT 'busy-' || i, 'Busy ' || i, 'https://busy' || i || '.example.com/', 'busy' || i || '.example.com', 'import', '2031-09-15T09:00:00Z'::timestamptz + i * interval '1 second'
         FROM generate_series(1, 40) AS i`,
    );
    const { body } = (await get('/api/calendar', { month: '2031-09' }).expect(200)) as { body: CalendarResponse };
    expect(body.conferences).toHaveLength(PLACES_LIMITS.calendarPerDay);
    expect(body.conferences[0].title).toBe('Busy 1');
    expect(body.conferencesTotal).toBe(40);
    expect(body.days.find((d) => d.date === '2031-09-15')).toMatchObject({ happening: 40, starting: 40, startingListed: 15 });
  });

  it('refuses a month that is not one with a 400 naming it', async () => {
    for (const month of ['2026-13', '2026/03', '2026-3', '', "2026-03'; --", '99999-01', '2026-00']) {
      const res = await get('/api/calendar', { month }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: 'month must be a month written YYYY-MM, e.g. 2026-03' });
    }
    await get('/api/calendar').expect(400);
  });
});
