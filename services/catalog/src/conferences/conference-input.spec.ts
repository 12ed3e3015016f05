import { ServiceError } from '@confdir/service-kit';
import { normalizeConferenceInput } from './conference-input';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (err) {
    if (err instanceof ServiceError) return err.payload.message;
    throw err;
  }
  throw new Error('expected a validation error');
}

describe('normalizeConferenceInput', () => {
  it('trims, defaults the type, turns empty strings into null and days into UTC midnights', () => {
    const c = normalizeConferenceInput({ title: '  Café Conf ', url: 'https://www.cafe.dev/', location: ' ', startDate: '2027-03-01', endDate: '2027-03-02', venue: '' });
    expect(c).toMatchObject({ title: 'Café Conf', url: 'https://www.cafe.dev/', normalizedUrl: 'cafe.dev', location: null, venue: null, type: 'General' });
    expect(c.startDateUtc?.toISOString()).toBe('2027-03-01T00:00:00.000Z');
    expect(c.endDateUtc?.toISOString()).toBe('2027-03-02T00:00:00.000Z');
    expect(c.searchText).toBe('cafe conf');
  });

  it('keeps the instant of a date-time', () => {
    const c = normalizeConferenceInput({ title: 'Late', url: 'https://late.dev', startDate: '2027-03-31T23:30:00Z', endDate: '2027-03-31' });
    expect(c.startDateUtc?.toISOString()).toBe('2027-03-31T23:30:00.000Z');
    expect(c.endDateUtc?.toISOString()).toBe('2027-03-31T23:30:00.000Z');
  });

  it('refuses what SPEC §5 refuses, with its messages', () => {
    expect(messageOf(() => normalizeConferenceInput({ title: ' ', url: 'https://a.dev' }))).toBe('Title is required');
    expect(messageOf(() => normalizeConferenceInput({ title: 'A', url: 'ftp://a.dev' }))).toBe('Must be a valid URL');
    expect(messageOf(() => normalizeConferenceInput({ title: 'A', url: 'javascript:alert(1)' }))).toBe('Must be a valid URL');
    expect(messageOf(() => normalizeConferenceInput({ title: 'A', url: 'https://a.dev', startDate: '2027-03-02', endDate: '2027-03-01' }))).toBe(
      'endDate must not be before startDate',
    );
    expect(messageOf(() => normalizeConferenceInput({ title: 'A', url: 'https://a.dev', startDate: '2027-02-30' }))).toMatch(/^startDate must be a date/);
    expect(messageOf(() => normalizeConferenceInput({ title: 'A', url: 'https://a.dev', type: 'Crypto' }))).toMatch(/^type must be one of/);
    expect(messageOf(() => normalizeConferenceInput({ title: 'x'.repeat(201), url: 'https://a.dev' }))).toBe('Title must be at most 200 characters');
    expect(messageOf(() => normalizeConferenceInput({ title: 'A', url: 'https://a.dev', endDate: '2027-03-01' }))).toBe('endDate needs a startDate');
  });
});
