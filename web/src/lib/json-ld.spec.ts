import { NO_CONFERENCE_DETAILS } from './discovery';
import { conferencePageEvent, itemList, schemaDate, serializeJsonLd } from './json-ld';
import type { Conference } from '@/types/conference';

const BASE = 'https://confdir.example';
const PAGE = `${BASE}/conference/jsconf-eu-2027`;

function conference(overrides: Partial<Conference> = {}): Conference {
  return {
    id: 1,
    slug: 'jsconf-eu-2027',
    title: 'JSConf EU 2027',
    url: 'https://jsconf.eu/',
    imageUrl: 'https://jsconf.eu/cover.jpg',
    startDateUTC: '2027-06-10T00:00:00.000Z',
    endDateUTC: '2027-06-11T00:00:00.000Z',
    location: 'Berlin, Germany',
    venue: 'Arena Berlin',
    type: 'Tech',
    source: 'community',
    status: 'published',
    votesCount: 0,
    ...NO_CONFERENCE_DETAILS,
    city: 'Berlin',
    country: 'DE',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const event = (overrides: Partial<Conference> = {}) => conferencePageEvent(conference(overrides), PAGE, BASE)!;

describe('schemaDate', () => {
  it('writes a day without a known time as a bare date, a known time in full ISO 8601 with its offset', () => {
    expect(schemaDate('2027-06-10T00:00:00.000Z')).toBe('2027-06-10');
    expect(schemaDate('2027-06-10T09:30:00.000Z')).toBe('2027-06-10T09:30:00.000Z');
    expect(schemaDate(null)).toBeUndefined();
    expect(schemaDate('not a date')).toBeUndefined();
  });
});

describe('conferencePageEvent', () => {
  it("holds Google's required and recommended Event fields for an in-person conference", () => {
    expect(event()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'JSConf EU 2027',
      startDate: '2027-06-10',
      endDate: '2027-06-11',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Arena Berlin', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
      url: PAGE,
      sameAs: 'https://jsconf.eu/',
      image: ['https://jsconf.eu/cover.jpg'],
      description: 'Tech conference in Berlin, Germany',
    });
  });

  it('is a VirtualLocation online and both a Place and a VirtualLocation when hybrid', () => {
    const online = event({ attendanceMode: 'online', location: null, venue: null, city: null, country: null });
    expect(online.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(online.location).toEqual({ '@type': 'VirtualLocation', url: 'https://jsconf.eu/' });
    expect(online.description).toBe('Tech conference online');

    const hybrid = event({ attendanceMode: 'hybrid' });
    expect(hybrid.eventAttendanceMode).toBe('https://schema.org/MixedEventAttendanceMode');
    expect(hybrid.location).toEqual([expect.objectContaining({ '@type': 'Place' }), { '@type': 'VirtualLocation', url: 'https://jsconf.eu/' }]);
  });

  it('says when a conference is cancelled, postponed or rescheduled', () => {
    expect(event({ eventStatus: 'cancelled' }).eventStatus).toBe('https://schema.org/EventCancelled');
    expect(event({ eventStatus: 'postponed' }).eventStatus).toBe('https://schema.org/EventPostponed');
    expect(event({ eventStatus: 'rescheduled' }).eventStatus).toBe('https://schema.org/EventRescheduled');
  });

  it('falls back to the start day as the end and to the free-text place as the address', () => {
    const e = event({ endDateUTC: null, venue: null, city: null, country: null });
    expect(e.endDate).toBe('2027-06-10');
    expect(e.location).toEqual({ '@type': 'Place', name: 'Berlin, Germany', address: { '@type': 'PostalAddress', addressLocality: 'Berlin, Germany' } });
  });

  it('is not written without a start date (Google requires one)', () => {
    expect(conferencePageEvent(conference({ startDateUTC: null }), PAGE, BASE)).toBeUndefined();
  });

  it('keeps stored script URLs out: no image, no sameAs, no virtual location', () => {
    const e = event({ imageUrl: 'javascript:alert(1)', url: 'javascript:alert(1)', attendanceMode: 'hybrid' });
    expect(e.image).toBeUndefined();
    expect(e.sameAs).toBeUndefined();
    expect(e.location).toEqual(expect.objectContaining({ '@type': 'Place' }));
  });

  it('makes an uploaded image absolute on the public base URL', () => {
    expect(event({ imageUrl: '/api/objects/cover.png' }).image).toEqual([`${BASE}/api/objects/cover.png`]);
  });

  it('cannot end its script element, however hostile the title', () => {
    const hostile = 'Evil</script><script>window.__pwned=1</script>';
    const json = serializeJsonLd(event({ title: hostile }));
    expect(json).not.toContain('</script>');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(hostile);
  });
});

describe('itemList', () => {
  it("numbers a listing page's URLs from its first position", () => {
    expect(itemList(['https://a.example/1', 'https://a.example/2'], 13)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 13, url: 'https://a.example/1' },
        { '@type': 'ListItem', position: 14, url: 'https://a.example/2' },
      ],
    });
  });
});
