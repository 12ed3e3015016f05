import { googleCalendarUrl, icsPath, outlookCalendarUrl, webcalUrl } from './calendar-links';

const event = {
  slug: 'react-summit-2027',
  title: 'React Summit & Friends',
  startDateUTC: '2027-06-10T00:00:00.000Z',
  endDateUTC: '2027-06-11T00:00:00.000Z',
  location: 'Amsterdam, Netherlands',
  detailsUrl: 'https://reactsummit.com/',
};

describe('calendar links', () => {
  it('gives Google the all-day dates with an exclusive end day', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'React Summit & Friends',
      dates: '20270610/20270612',
      details: 'https://reactsummit.com/',
      location: 'Amsterdam, Netherlands',
    });
  });

  it('gives Outlook an all-day event, a one-day conference ending the next day', () => {
    const url = new URL(outlookCalendarUrl({ ...event, endDateUTC: null, location: null }));
    expect(url.searchParams.get('startdt')).toBe('2027-06-10');
    expect(url.searchParams.get('enddt')).toBe('2027-06-11');
    expect(url.searchParams.get('allday')).toBe('true');
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('downloads from our API and subscribes over webcal', () => {
    expect(icsPath('a b')).toBe('/api/conferences/a%20b/calendar.ics');
    expect(webcalUrl('https://confs.example.org/api/calendar.ics?country=DE')).toBe('webcal://confs.example.org/api/calendar.ics?country=DE');
  });
});
