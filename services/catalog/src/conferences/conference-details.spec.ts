import { normalizeDetails } from './conference-details';

describe('normalizeDetails', () => {
  it('defaults to an in-person, scheduled event with an AoE deadline', () => {
    expect(normalizeDetails({ cfpEndDate: '2027-01-31' }, null)).toEqual({
      cfpUrl: null,
      cfpEndDate: '2027-01-31',
      cfpTimezone: 'AoE',
      cfpClosesAt: new Date('2027-02-01T12:00:00Z'),
      attendanceMode: 'in-person',
      eventStatus: 'scheduled',
      country: null,
      city: null,
      citySlug: null,
      latitude: null,
      longitude: null,
      placeVersion: 1,
      languages: [],
      topics: [],
      online: false,
      cocUrl: null,
      captions: false,
      scholarship: false,
      twitter: null,
      mastodon: null,
      bluesky: null,
    });
  });

  it('keeps the online flag equal to the attendance mode', () => {
    expect(normalizeDetails({ online: true }, null)).toMatchObject({ attendanceMode: 'online', online: true });
    expect(normalizeDetails({ attendanceMode: 'hybrid' }, null)).toMatchObject({ online: true });
    expect(normalizeDetails({ attendanceMode: 'in-person', online: true }, null)).toMatchObject({ online: false });
  });

  it('stores codes in their canonical case without repeats', () => {
    expect(normalizeDetails({ country: 'de', languages: ['EN', 'en', 'De'], topics: ['UX', 'ux'] }, null)).toMatchObject({ country: 'DE', languages: ['en', 'de'], topics: ['ux'] });
  });

  it("finds the city of the location, keeping the writer's country and city", () => {
    expect(normalizeDetails({}, 'Kongresshaus, Zürich, Switzerland')).toMatchObject({ country: 'CH', city: 'Zürich', citySlug: 'zurich', latitude: expect.closeTo(47.37, 1) });
    expect(normalizeDetails({ city: 'Muenchen' }, 'ICM, Messe')).toMatchObject({ country: 'DE', city: 'Muenchen', citySlug: 'munich' });
    expect(normalizeDetails({ country: 'US' }, 'Paris')).toMatchObject({ country: 'US', citySlug: null });
    expect(normalizeDetails({ country: 'US' }, 'Paris, TX')).toMatchObject({ country: 'US', citySlug: 'paris' });
  });

  it('gives an online conference no place', () => {
    expect(normalizeDetails({ attendanceMode: 'online' }, 'Berlin, Germany')).toMatchObject({ country: null, city: null, citySlug: null, latitude: null });
    expect(normalizeDetails({ attendanceMode: 'hybrid' }, 'Berlin, Germany')).toMatchObject({ country: 'DE', citySlug: 'berlin' });
  });

  it('keeps the inclusion facts, social accounts as canonical handles', () => {
    expect(
      normalizeDetails({ cocUrl: ' https://x.dev/coc ', captions: true, scholarship: true, twitter: '@ReactSummit', mastodon: 'https://fosstodon.org/@react', bluesky: 'React.bsky.social' }, null),
    ).toMatchObject({ cocUrl: 'https://x.dev/coc', captions: true, scholarship: true, twitter: 'ReactSummit', mastodon: '@react@fosstodon.org', bluesky: 'react.bsky.social' });
  });

  it.each([
    [{ cocUrl: 'javascript:alert(1)' }, 'cocUrl must be a valid http(s) URL'],
    [{ captions: 'yes' as never }, 'captions must be true or false'],
    [{ twitter: 'https://evil.example/a' }, 'twitter must be an X/Twitter handle such as @name, or its profile URL'],
    [{ mastodon: '@rustconf@hachyderm' }, 'mastodon must be a Mastodon handle such as @user@mastodon.social, or its profile URL'],
    [{ country: 'XX' }, 'country must be an ISO 3166 two-letter country code, e.g. DE'],
    [{ cfpEndDate: '2027-02-30' }, 'cfpEndDate must be a date written YYYY-MM-DD'],
    [{ cfpTimezone: 'Mars/Base' }, 'cfpTimezone must be AoE, UTC or an IANA time zone such as Europe/Berlin'],
    [{ topics: ['cooking'] }, 'topics must be confs.tech topics such as javascript (got "cooking")'],
    [{ eventStatus: 'gone' as never }, 'eventStatus must be one of: scheduled, cancelled, postponed, rescheduled'],
  ])('refuses %j', (input, message) => {
    expect(() => normalizeDetails(input, null)).toThrow(message);
  });
});
