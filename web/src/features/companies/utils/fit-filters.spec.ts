import { modeLabel, quarterOptions } from './fit-filters';

describe('ICP fit filters', () => {
  it('offers the current quarter and the next seven, from the UTC date', () => {
    const options = quarterOptions(new Date('2026-11-30T23:30:00Z'));
    expect(options[0]).toEqual({ value: 'all', label: 'Any time' });
    expect(options.slice(1, 4)).toEqual([
      { value: '2026-Q4', label: 'Q4 2026' },
      { value: '2027-Q1', label: 'Q1 2027' },
      { value: '2027-Q2', label: 'Q2 2027' },
    ]);
    expect(options).toHaveLength(9);
    expect(options[8].value).toBe('2028-Q3');
  });

  it('names attendance modes in words', () => {
    expect(modeLabel('in-person')).toBe('In person');
    expect(modeLabel('hybrid')).toBe('Hybrid');
  });
});
