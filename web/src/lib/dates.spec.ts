import { formatDateRange } from './dates';

describe('formatDateRange (UTC, SPEC §9)', () => {
  it('says Date TBA without a start date', () => {
    expect(formatDateRange(null, '2027-01-02T00:00:00Z')).toBe('Date TBA');
    expect(formatDateRange('not a date', null)).toBe('Date TBA');
  });
  it('shows one day as Mon D, YYYY', () => {
    expect(formatDateRange('2027-03-05T00:00:00Z', null)).toBe('Mar 5, 2027');
    expect(formatDateRange('2027-03-05T09:00:00Z', '2027-03-05T18:00:00Z')).toBe('Mar 5, 2027');
  });
  it('shows a same-month range as Mon D–D, YYYY', () => {
    expect(formatDateRange('2027-03-05T00:00:00Z', '2027-03-07T00:00:00Z')).toBe('Mar 5–7, 2027');
  });
  it('shows a same-year range as Mon D – Mon D, YYYY', () => {
    expect(formatDateRange('2027-03-30T00:00:00Z', '2027-04-02T00:00:00Z')).toBe('Mar 30 – Apr 2, 2027');
  });
  it('shows full dates on both ends across years', () => {
    expect(formatDateRange('2026-12-30T00:00:00Z', '2027-01-02T00:00:00Z')).toBe('Dec 30, 2026 – Jan 2, 2027');
  });
  it('uses UTC, not the local time zone', () => {
    expect(formatDateRange('2027-03-31T23:30:00Z', null)).toBe('Mar 31, 2027');
  });
});
