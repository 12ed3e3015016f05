import { developersEventsSource, mapEvent } from './developers-events.source';

const event = { name: 'DevFest Lyon', date: [Date.UTC(2026, 11, 10), Date.UTC(2026, 11, 11)], hyperlink: 'https://devfest-lyon.example.org/', location: 'Lyon (France)', city: 'Lyon', country: 'France', cfp: { link: 'https://devfest-lyon.example.org/cfp', until: '1-October-2026' }, status: 'open' };

describe('the developers.events agenda format', () => {
  it('maps an event: days from the timestamps, place, CFP and its deadline, status', () => {
    expect(mapEvent(event)).toMatchObject({
      key: 'devfest-lyon.example.org|2026-12-10',
      conference: { title: 'DevFest Lyon', startDate: '2026-12-10', endDate: '2026-12-11', city: 'Lyon', country: 'FR', location: 'Lyon, France', attendanceMode: 'in-person', cfpUrl: 'https://devfest-lyon.example.org/cfp', cfpEndDate: '2026-10-01', eventStatus: 'scheduled' },
    });
  });

  it('reads a one-day event, online and hybrid places, a deadline in ms and a cancelled status', () => {
    expect(mapEvent({ ...event, date: [Date.UTC(2026, 11, 10)], location: 'Online', city: 'Online', country: 'Online' })).toMatchObject({ conference: { endDate: '2026-12-10', location: 'Online', attendanceMode: 'online', country: null } });
    expect(mapEvent({ ...event, location: 'Lyon (France) & Online' })).toMatchObject({ conference: { attendanceMode: 'hybrid', city: 'Lyon' } });
    expect(mapEvent({ ...event, cfp: { until: 'whenever', untilDate: Date.UTC(2026, 8, 30) } })).toMatchObject({ conference: { cfpEndDate: '2026-09-30' } });
    expect(mapEvent({ ...event, status: 'canceled' })).toMatchObject({ conference: { eventStatus: 'cancelled' } });
  });

  it('reads closed captions into the one captions flag, and scholarships; anything but true is not said', () => {
    expect(mapEvent({ ...event, closedCaptions: true, scholarship: true })).toMatchObject({ conference: { captions: true, scholarship: true } });
    expect(mapEvent({ ...event, closedCaptions: 'yes' })).toMatchObject({ conference: { captions: false, scholarship: false } });
  });

  it('rejects wrong types, keeping the identity when the address and start are readable', () => {
    expect(mapEvent({ ...event, name: 42 })).toEqual({ reason: 'name is missing or not text', key: 'devfest-lyon.example.org|2026-12-10' });
    expect(mapEvent({ ...event, date: 'soon' })).toMatchObject({ reason: expect.stringContaining('date is not') });
    expect(mapEvent({ ...event, date: [Date.UTC(2026, 11, 10), Date.UTC(2026, 11, 1)] })).toMatchObject({ reason: expect.stringContaining('end of date') });
    expect(mapEvent({ ...event, hyperlink: 'javascript:alert(1)' })).toMatchObject({ reason: expect.stringContaining('hyperlink') });
    expect(mapEvent('text')).toEqual({ reason: 'not an object' });
  });

  it('reports a file that is not JSON, and keeps the first copy of a repeated event', async () => {
    expect(await developersEventsSource.read('x.json', async () => '{', new Date())).toMatchObject({ entries: [], errors: [{ where: 'all-events.json', reason: expect.stringContaining('JSON') }] });
    const read = await developersEventsSource.read('x.json', async () => JSON.stringify([event, { ...event, name: 'Copy' }]), new Date());
    expect(read.entries.map((e) => e.conference.title)).toEqual(['DevFest Lyon']);
  });
});
