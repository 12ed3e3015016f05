import { mergedWindows } from './sync-links';

describe('the windows of days a batch reads conferences in', () => {
  it('is each day ± the window, merged where windows overlap or touch, as first day and the day after', () => {
    expect(mergedWindows(['2026-12-04'], 7)).toEqual([{ first: '2026-11-27', after: '2026-12-12' }]);
    expect(mergedWindows(['2026-12-10', '2026-12-04', '2026-12-04'], 7)).toEqual([{ first: '2026-11-27', after: '2026-12-18' }]);
    // 2026-12-11's window ends the day before 2026-12-26's starts: one range; a day later, two.
    expect(mergedWindows(['2026-12-11', '2026-12-26'], 7)).toEqual([{ first: '2026-12-04', after: '2027-01-03' }]);
    expect(mergedWindows(['2026-12-11', '2026-12-27'], 7)).toEqual([
      { first: '2026-12-04', after: '2026-12-19' },
      { first: '2026-12-20', after: '2027-01-04' },
    ]);
    expect(mergedWindows([], 7)).toEqual([]);
  });
});
