import { currentQuarter, quarterRange } from './quarter';

describe('quarters (UTC)', () => {
  it('spans three UTC months', () => {
    const q1 = quarterRange('2027-Q1');
    expect(q1.start.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(q1.end.toISOString()).toBe('2027-04-01T00:00:00.000Z');
    const q4 = quarterRange('2027-Q4');
    expect(q4.start.toISOString()).toBe('2027-10-01T00:00:00.000Z');
    expect(q4.end.toISOString()).toBe('2028-01-01T00:00:00.000Z');
  });

  it('puts 31 March 23:30 UTC in Q1 and 1 April 00:00 UTC in Q2', () => {
    const q1 = quarterRange('2027-Q1');
    const late = new Date('2027-03-31T23:30:00Z');
    expect(late >= q1.start && late < q1.end).toBe(true);
    expect(new Date('2027-04-01T00:00:00Z') < q1.end).toBe(false);
  });

  it('names the current quarter from the UTC month', () => {
    expect(currentQuarter(new Date('2026-12-31T23:59:59Z'))).toBe('2026-Q4');
    expect(currentQuarter(new Date('2027-04-01T00:00:00Z'))).toBe('2027-Q2');
  });

  it('handles years below 100 without the Date.UTC 19xx shift', () => {
    expect(quarterRange('0042-Q2').start.getUTCFullYear()).toBe(42);
  });
});
