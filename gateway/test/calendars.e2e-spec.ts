import { DomUtils, parseDocument } from 'htmlparser2';
import ical, { VEvent } from 'node-ical';
import { Stack, startStack } from '../../testing/stack';

/** Calendars and the Atom feed (issue 15), parsed back with real parsers, on real parts. */
describe('calendars and feed', () => {
  let stack: Stack;
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const events = (text: string) => Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c.type === 'VEVENT');
  const submit = async (title: string, extra: Record<string, unknown>) =>
    (await stack.http().post('/api/submit').send({ title, url: `https://${title.toLowerCase().replace(/\W+/g, '-')}.example.com/`, ...extra }).expect(201)).body as { id: number; slug: string };
  // node-ical gives a URL with parameters (VALUE=URI) as { params, val }.
  const urlOf = (e: VEvent) => {
    const url = e.url as unknown;
    return typeof url === 'string' ? url : (url as { val: string }).val;
  };
  let berlin: { id: number; slug: string };
  let cancelled: { id: number; slug: string };

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'] });
    berlin = await submit('Berlin Calendar Conf', { startDate: day(30), endDate: day(32), location: 'Berlin, Germany', country: 'DE', cfpEndDate: day(5), cfpUrl: 'https://berlin-calendar-conf.example.com/cfp', topics: ['javascript'] });
    await submit('Tokyo Calendar Conf', { startDate: day(40), endDate: day(40), location: 'Tokyo, Japan', country: 'JP', cfpEndDate: day(10), cfpTimezone: 'Asia/Tokyo' });
    await submit('Past Calendar Conf', { startDate: '2020-01-10', location: 'Berlin, Germany', country: 'DE' });
    cancelled = await submit('Cancelled Calendar Conf', { startDate: day(50), location: 'Paris, France', country: 'FR' });
    await stack.http().patch(`/api/admin/conferences/${cancelled.id}`).set({ 'x-admin-key': stack.adminKey }).send({ country: 'FR', eventStatus: 'cancelled' }).expect(200);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('gives one conference as one all-day event with a stable UID, its page URL and place', async () => {
    const res = await stack.http().get(`/api/conferences/${berlin.slug}/calendar.ics`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['content-disposition']).toContain(`${berlin.slug}.ics`);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const [event, ...rest] = events(res.text);
    expect(rest).toHaveLength(0);
    expect(event.summary).toBe('Berlin Calendar Conf');
    expect(event.uid).toMatch(new RegExp(`^conference-${berlin.id}@`));
    expect(event.start.dateOnly).toBe(true);
    expect(event.start.toISOString().slice(0, 10)).toBe(day(30));
    // DTEND of an all-day event is the day after the last day.
    expect(event.end.toISOString().slice(0, 10)).toBe(day(33));
    expect(event.location).toBe('Berlin, Germany');
    expect(urlOf(event)).toMatch(new RegExp(`/conference/${berlin.slug}$`));
    const again = await stack.http().get(`/api/conferences/${berlin.slug}/calendar.ics`).expect(200);
    expect(events(again.text)[0].uid).toBe(event.uid);
  });

  it('marks a cancelled conference STATUS:CANCELLED, and refuses an unknown one with JSON', async () => {
    const res = await stack.http().get(`/api/conferences/${cancelled.slug}/calendar.ics`).expect(200);
    expect(events(res.text)[0].status).toBe('CANCELLED');
    const missing = await stack.http().get('/api/conferences/no-such-conference/calendar.ics').expect(404);
    expect(missing.body).toMatchObject({ statusCode: 404, message: 'Conference not found' });
  });

  it('subscribes to the upcoming conferences matching listing filters, past ones left out', async () => {
    const all = events((await stack.http().get('/api/calendar.ics').expect(200)).text).map((e) => e.summary).sort();
    expect(all).toEqual(['Berlin Calendar Conf', 'Cancelled: Cancelled Calendar Conf', 'Tokyo Calendar Conf']);
    const germany = events((await stack.http().get('/api/calendar.ics').query({ country: 'DE' }).expect(200)).text);
    expect(germany.map((e) => e.summary)).toEqual(['Berlin Calendar Conf']);
    const asia = events((await stack.http().get('/api/calendar.ics').query({ continent: 'AS', topic: 'javascript' }).expect(200)).text);
    expect(asia).toHaveLength(0);
    await stack.http().get('/api/calendar.ics').query({ country: 'Germany' }).expect(400);
  });

  it('puts each open CFP deadline at the instant it closes', async () => {
    const res = await stack.http().get('/api/cfp.ics').expect(200);
    const deadlines = events(res.text).sort((a, b) => a.end.getTime() - b.end.getTime());
    expect(deadlines.map((e) => e.summary)).toEqual(['CFP closes: Berlin Calendar Conf', 'CFP closes: Tokyo Calendar Conf']);
    // AoE: the deadline day ends at noon UTC of the next day; Tokyo's at 15:00 UTC of the same day.
    expect(deadlines[0].end.toISOString()).toBe(`${day(6)}T12:00:00.000Z`);
    expect(deadlines[1].end.toISOString()).toBe(`${day(10)}T15:00:00.000Z`);
    expect(urlOf(deadlines[0])).toBe('https://berlin-calendar-conf.example.com/cfp');
    expect(events((await stack.http().get('/api/cfp.ics').query({ country: 'JP' }).expect(200)).text)).toHaveLength(1);
  });

  it('serves an Atom feed of recently added conferences, newest first, filtered', async () => {
    const res = await stack.http().get('/api/feed.xml').query({ continent: 'EU' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const doc = parseDocument(res.text, { xmlMode: true });
    const feed = DomUtils.findOne((e) => e.name === 'feed', doc.children)!;
    expect(feed.attribs.xmlns).toBe('http://www.w3.org/2005/Atom');
    const entries = DomUtils.getElementsByTagName('entry', feed);
    const text = (tag: string, el: (typeof entries)[number]) => DomUtils.textContent(DomUtils.getElementsByTagName(tag, el)[0]);
    expect(entries.map((e) => text('title', e))).toEqual(['Cancelled Calendar Conf', 'Past Calendar Conf', 'Berlin Calendar Conf']);
    expect(text('id', entries[2])).toMatch(new RegExp(`/conference/${berlin.slug}$`));
    expect(text('summary', entries[0])).toMatch(/^CANCELLED/);
    const self = DomUtils.getElementsByTagName('link', feed.children, false).find((l) => l.attribs.rel === 'self');
    expect(self?.attribs.href).toMatch(/\/api\/feed\.xml\?continent=EU$/);
  });
});
