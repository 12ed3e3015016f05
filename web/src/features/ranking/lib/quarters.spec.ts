import { apiQuarter, currentSelection, readSelection, writeSelection, yearOptions } from './quarters';

describe('quarters (SPEC §9)', () => {
  it('takes the quarter from the UTC month', () => {
    expect(currentSelection(new Date('2027-03-31T23:30:00Z'))).toEqual({ quarter: 'Q1', year: 2027, type: 'all' });
    expect(currentSelection(new Date('2027-04-01T00:00:00Z')).quarter).toBe('Q2');
    expect(currentSelection(new Date('2027-12-31T23:59:59Z'))).toEqual({ quarter: 'Q4', year: 2027, type: 'all' });
  });

  it('offers the previous, current and next year', () => {
    expect(yearOptions(new Date('2027-06-01T00:00:00Z'))).toEqual([2026, 2027, 2028]);
  });

  it('reads the selection from the URL and falls back to defaults', () => {
    const now = new Date('2027-05-10T00:00:00Z');
    expect(readSelection(new URLSearchParams('quarter=Q4&year=2028&type=AI'), now)).toEqual({ quarter: 'Q4', year: 2028, type: 'AI' });
    expect(readSelection(new URLSearchParams('quarter=Q9&year=1999&type=Nope'), now)).toEqual({ quarter: 'Q2', year: 2027, type: 'all' });
  });

  it('writes the URL and the API quarter', () => {
    expect(writeSelection({ quarter: 'Q3', year: 2027, type: 'all' }).toString()).toBe('quarter=Q3&year=2027');
    expect(writeSelection({ quarter: 'Q3', year: 2027, type: 'Bio/Health' }).toString()).toBe('quarter=Q3&year=2027&type=Bio%2FHealth');
    expect(apiQuarter({ quarter: 'Q1', year: 2027, type: 'all' })).toBe('2027-Q1');
  });
});
