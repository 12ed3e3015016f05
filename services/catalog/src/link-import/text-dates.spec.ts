import { extractDateRange } from './text-dates';

describe('extractDateRange', () => {
  it.each([
    ['June 2nd & 3rd 2018 — Berlin, Germany', '2018-06-02', '2018-06-03'],
    ['17 - 19 November, 2016', '2016-11-17', '2016-11-19'],
    ['November 30th, December 1st 2019', '2019-11-30', '2019-12-01'],
    ['28th-29th May 2021 Online Conference', '2021-05-28', '2021-05-29'],
    ['September 8 and 9 / 2017', '2017-09-08', '2017-09-09'],
    ['23, 24 & 25 October 2019', '2019-10-23', '2019-10-25'],
    ['Dec 30, 2024 – Jan 2, 2025', '2024-12-30', '2025-01-02'],
    ['Workshops - October 23, 2019 Main Conference - October 24 & 25, 2019', '2019-10-23', '2019-10-25'],
  ])('%s', (text, start, end) => {
    const r = extractDateRange([text], null);
    expect(r ? [r.startDate, r.endDate] : [null, null]).toEqual([start, end]);
  });

  it('uses the fallback year only when no date carries a year, and does not widen with it', () => {
    const r = extractDateRange(['hosted on 4-5 November.', 'Sales end on November 1'], 2017);
    expect([r?.startDate, r?.endDate]).toEqual(['2017-11-04', '2017-11-05']);
    expect(extractDateRange(['Friday, May 28 10:00 Opening'], null)).toBeNull();
  });

  it('refuses days that do not exist', () => {
    expect(extractDateRange(['February 30, 2023'], null)).toBeNull();
  });
});
