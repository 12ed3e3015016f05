import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { COUNTRY_CONTINENT, countriesOf } from './countries';
import { ConferenceDetailsFields, DiscoveryFilters } from './discovery';
import { cfpClosesAt } from './discovery-vocab';

describe('cfpClosesAt', () => {
  it('closes an AoE deadline when the day has ended everywhere (noon UTC the next day)', () => {
    expect(cfpClosesAt('2027-01-31').toISOString()).toBe('2027-02-01T12:00:00.000Z');
  });

  it('closes at midnight of the named zone, daylight saving included', () => {
    expect(cfpClosesAt('2027-01-31', 'UTC').toISOString()).toBe('2027-02-01T00:00:00.000Z');
    expect(cfpClosesAt('2027-01-31', 'Europe/Berlin').toISOString()).toBe('2027-01-31T23:00:00.000Z');
    expect(cfpClosesAt('2027-07-31', 'Europe/Berlin').toISOString()).toBe('2027-07-31T22:00:00.000Z');
    expect(cfpClosesAt('2027-07-31', 'America/Los_Angeles').toISOString()).toBe('2027-08-01T07:00:00.000Z');
  });
});

describe('countries', () => {
  it('puts every country on one continent', () => {
    const codes = Object.keys(COUNTRY_CONTINENT);
    expect(codes.length).toBeGreaterThan(240);
    expect(new Set(codes).size).toBe(codes.length);
    expect(COUNTRY_CONTINENT.DE).toBe('EU');
    expect(COUNTRY_CONTINENT.BR).toBe('SA');
    expect(countriesOf('OC')).toContain('NZ');
  });
});

describe('discovery query and body rules', () => {
  const check = <T extends object>(cls: new () => T, plain: object) => {
    const value = plainToInstance(cls, plain);
    return { value, errors: validateSync(value).flatMap((e) => Object.values(e.constraints ?? {})) };
  };

  it('accepts codes in any case and treats blank and all as no filter', () => {
    const { value, errors } = check(DiscoveryFilters, { mode: 'all', country: 'de', continent: 'eu', language: 'EN', topic: 'JavaScript', cfp: '' });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ mode: undefined, country: 'DE', continent: 'EU', language: 'en', topic: 'javascript', cfp: undefined });
  });

  it('names the wrong filter', () => {
    const { errors } = check(DiscoveryFilters, { country: 'Germany', topic: 'cooking', mode: 'remote', cfp: 'closed' });
    expect(errors).toEqual(
      expect.arrayContaining([
        'country must be an ISO 3166 two-letter country code, e.g. DE',
        'topic must be one of the confs.tech topics, e.g. javascript, devops, ux',
        'mode must be one of: all, in-person, online, hybrid',
        'cfp must be open',
      ]),
    );
  });

  it('checks the fields of a submission', () => {
    expect(check(ConferenceDetailsFields, { cfpUrl: 'https://x.dev/cfp', cfpEndDate: '2027-01-31', cfpTimezone: 'Europe/Berlin', languages: ['EN'], topics: ['ux'] }).errors).toEqual([]);
    const { errors } = check(ConferenceDetailsFields, { cfpUrl: 'ftp://x', cfpTimezone: 'Mars/Olympus', languages: ['english'], topics: ['ux', 'cooking'], eventStatus: 'gone' });
    expect(errors).toHaveLength(5);
  });

  it('reads the inclusion filters as yes-only switches', () => {
    expect(check(DiscoveryFilters, { coc: 'true', captions: 'false', scholarship: '' })).toMatchObject({ errors: [], value: { coc: 'true', captions: undefined, scholarship: undefined } });
    expect(check(DiscoveryFilters, { coc: 'yes', captions: '1' }).errors).toEqual(['coc must be true or false', 'captions must be true or false']);
  });

  it('normalises the inclusion fields of a submission and refuses what cannot be linked', () => {
    const { value, errors } = check(ConferenceDetailsFields, {
      cocUrl: ' https://x.dev/coc ',
      captions: true,
      twitter: 'https://twitter.com/ReactSummit',
      mastodon: 'https://Fosstodon.org/@react',
      bluesky: '@React.bsky.social',
    });
    expect(errors).toEqual([]);
    expect(value).toMatchObject({ cocUrl: 'https://x.dev/coc', captions: true, twitter: 'ReactSummit', mastodon: '@react@fosstodon.org', bluesky: 'react.bsky.social' });
    expect(check(ConferenceDetailsFields, { cocUrl: 'javascript:alert(1)', captions: 'yes', twitter: 'https://evil.example/x', mastodon: '@a@b', bluesky: 'bsky.app/x' }).errors).toEqual([
      'cocUrl must be a valid http(s) URL',
      'captions must be true or false',
      'twitter must be an X/Twitter handle such as @name, or its profile URL',
      'mastodon must be a Mastodon handle such as @user@mastodon.social, or its profile URL',
      'bluesky must be a Bluesky handle such as name.bsky.social, or its profile URL',
    ]);
  });
});
