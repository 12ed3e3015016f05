import { normalizeDetails } from './conference-details';

describe('normalizeDetails', () => {
  it('defaults to an in-person, scheduled event with an AoE deadline', () => {
    expect(normalizeDetails({ cfpEndDate: '2027-01-31' })).toEqual({
      cfpUrl: null,
      cfpEndDate: '2027-01-31',
      cfpTimezone: 'AoE',
      cfpClosesAt: new Date('2027-02-01T12:00:00Z'),
      attendanceMode: 'in-person',
      eventStatus: 'scheduled',
      country: null,
      city: null,
      languages: [],
      topics: [],
      online: false,
    });
  });

  it('keeps the online flag equal to the attendance mode', () => {
    expect(normalizeDetails({ online: true })).toMatchObject({ attendanceMode: 'online', online: true });
    expect(normalizeDetails({ attendanceMode: 'hybrid' })).toMatchObject({ online: true });
    expect(normalizeDetails({ attendanceMode: 'in-person', online: true })).toMatchObject({ online: false });
  });

  it('stores codes in their canonical case without repeats', () => {
    expect(normalizeDetails({ country: 'de', languages: ['EN', 'en', 'De'], topics: ['UX', 'ux'] })).toMatchObject({ country: 'DE', languages: ['en', 'de'], topics: ['ux'] });
  });

  it.each([
    [{ country: 'XX' }, 'country must be an ISO 3166 two-letter country code, e.g. DE'],
    [{ cfpEndDate: '2027-02-30' }, 'cfpEndDate must be a date written YYYY-MM-DD'],
    [{ cfpTimezone: 'Mars/Base' }, 'cfpTimezone must be AoE, UTC or an IANA time zone such as Europe/Berlin'],
    [{ topics: ['cooking'] }, 'topics must be confs.tech topics such as javascript (got "cooking")'],
    [{ eventStatus: 'gone' as never }, 'eventStatus must be one of: scheduled, cancelled, postponed, rescheduled'],
  ])('refuses %j', (input, message) => {
    expect(() => normalizeDetails(input)).toThrow(message);
  });
});
