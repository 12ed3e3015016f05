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
    ['2019年11月29日 - 2019年11月30日', '2019-11-29', '2019-11-30'],
    ['29 y 30 de noviembre de 2019', '2019-11-29', '2019-11-30'],
    ['14 e 15 de Julho, 2017', '2017-07-14', '2017-07-15'],
    ['Am 28. und 29. Oktober 2017', '2017-10-28', '2017-10-29'],
    ['г.Нижний Новгород, 10 Декабря, 2016', '2016-12-10', '2016-12-10'],
    ['Le 29 mai 2019, de 19h30 à 00h00.', '2019-05-29', '2019-05-29'],
    ['2024/7/26(Fri) 16:00-20:00\n2024/7/27(Sat) 10:00-18:00', '2024-07-26', '2024-07-27'],
    ['Thursday, December 10, 2020 - Friday, December 11, 2020', '2020-12-10', '2020-12-11'],
    ['CFP closes March 1, 2019. The conference: May 4-5, 2019', '2019-05-04', '2019-05-05'],
  ])('%s', (text, start, end) => {
    const r = extractDateRange([text], null);
    expect(r ? [r.startDate, r.endDate] : [null, null]).toEqual([start, end]);
  });

  it('uses the fallback year only when no date carries a year, and does not widen with it', () => {
    const r = extractDateRange(['hosted on 4-5 November.', 'Sales end on November 1'], 2017);
    expect([r?.startDate, r?.endDate]).toEqual(['2017-11-04', '2017-11-05']);
    expect(extractDateRange(['Friday, May 28 10:00 Opening'], null)).toBeNull();
  });

  it('reads "11.29-30" and other dates without a year in the edition\'s year', () => {
    const r = extractDateRange(['JSDC 11.29-30 台北'], 2018);
    expect([r?.startDate, r?.endDate]).toEqual(['2018-11-29', '2018-11-30']);
  });

  it('never takes a deadline, ticket or registration date as the event, nor another edition\'s dates', () => {
    expect(extractDateRange(['Call for papers closes March 1, 2019'], null)).toBeNull();
    expect(extractDateRange(['Early bird tickets until 20/07/2019', 'Registration\n3. září 2019'], 2019)).toBeNull();
    expect(extractDateRange(['PyCon 2015: November 14, 2015'], 2016)).toBeNull();
  });

  it('gives a date without a year the year written earlier in its sentence (an old news item stays old)', () => {
    expect(extractDateRange(['Latest news\nGDG DevFest Ukraine 2014 will be held 24-25th of October in Lviv.'], 2018)).toBeNull();
    const r = extractDateRange(['PyCon 2031 will be held 24-25th of October in Lviv.'], null);
    expect([r?.startDate, r?.endDate]).toEqual(['2031-10-24', '2031-10-25']);
    const since = extractDateRange(['Since 2012 we meet on 4-5 November in Lviv.'], 2031);
    expect([since?.startDate, since?.endDate]).toEqual(['2031-11-04', '2031-11-05']);
  });

  it('reads a date beside a row of buttons as the event, a date under a label as that label\'s', () => {
    const r = extractDateRange(['Droidcon Season\nApril 7th, 2018\nBecome a speaker Buy tickets'], 2018);
    expect([r?.startDate, r?.endDate]).toEqual(['2018-04-07', '2018-04-07']);
    const s = extractDateRange(['Register Now\nSubmit your work\n29 Sept - 02 Oct\nCONFERENCE'], 2023);
    expect([s?.startDate, s?.endDate]).toEqual(['2023-09-29', '2023-10-02']);
    expect(extractDateRange(['Ticket sales\nApril 7th, 2018'], 2018)).toBeNull();
  });

  it('reads 10/9 month first beside Chinese or Japanese text only, where that is how dates are written', () => {
    const zh = extractDateRange(['PHPConf 是年度 PHP 聚會，於 10/9 在大學舉行。'], 2031);
    expect([zh?.startDate, zh?.endDate]).toEqual(['2031-10-09', '2031-10-09']);
    const ja = extractDateRange(['開催日 10/27（金）'], 2031);
    expect(ja?.startDate).toBe('2031-10-27');
    expect(extractDateRange(['Doors open 10/9, see you there'], 2031)).toBeNull();
  });

  it('refuses days that do not exist', () => {
    expect(extractDateRange(['February 30, 2023'], null)).toBeNull();
  });
});
