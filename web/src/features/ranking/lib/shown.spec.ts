import { readShown, showMoreSearch } from './shown';

describe('how much of the ranking the page shows', () => {
  it('reads ?show= as steps of 25 up to the whole top of 100', () => {
    const shown = (search: string) => readShown(new URLSearchParams(search));
    expect(shown('')).toBe(25);
    expect(shown('show=50')).toBe(50);
    expect(shown('show=60')).toBe(75);
    expect(shown('show=100')).toBe(100);
    expect(shown('show=5000')).toBe(100);
    expect(shown('show=-3')).toBe(25);
    expect(shown('show=abc')).toBe(25);
    expect(shown('show=2.5')).toBe(25);
  });

  it('links one step further while the ranking has more, keeping the selection', () => {
    const params = new URLSearchParams('quarter=Q2&year=2027&type=AI');
    expect(showMoreSearch(params, 25, 25)).toBe('?quarter=Q2&year=2027&type=AI&show=50');
    expect(showMoreSearch(new URLSearchParams('show=50'), 50, 50)).toBe('?show=75');
    expect(showMoreSearch(params, 25, 12)).toBeUndefined();
    expect(showMoreSearch(params, 100, 100)).toBeUndefined();
  });
});
