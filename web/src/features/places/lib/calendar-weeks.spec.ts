import type { CalendarConference, CalendarDay } from '@confdir/contracts/web';
import { calendarMonth, shiftMonth } from './calendar-month';
import { calendarWeeks } from './calendar-weeks';

const conf = (id: number, start: string, end: string | null): CalendarConference => ({
  id,
  slug: `c${id}`,
  title: `C${id}`,
  startDateUTC: `${start}T00:00:00.000Z`,
  endDateUTC: end && `${end}T00:00:00.000Z`,
  location: null,
  country: null,
  citySlug: null,
  type: 'Tech',
  attendanceMode: 'in-person',
  eventStatus: 'scheduled',
});
const day = (date: string, happening: number): CalendarDay => ({ date, happening, starting: 0, startingListed: 0, deadlines: 0, deadlinesListed: 0 });

describe('calendarWeeks', () => {
  // March 2026 starts on a Sunday: its first week row is Monday 23 February to Sunday 1 March.
  it('lays the month out Monday first, with the days outside it empty', () => {
    const weeks = calendarWeeks('2026-03', [], [], 3);
    expect(weeks).toHaveLength(6);
    expect(weeks[0].days).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[5].days).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  it('draws a multi-day conference as a bar across its days, cut into pieces at week ends and the month edges', () => {
    const weeks = calendarWeeks('2026-03', [conf(1, '2026-03-05', '2026-03-10'), conf(2, '2026-02-27', '2026-03-02')], [], 3);
    const bars = weeks.flatMap((w, i) => w.bars.map((b) => ({ week: i, id: b.conference.id, from: b.startCol, to: b.endCol, before: b.continuesBefore, after: b.continuesAfter })));
    expect(bars).toEqual([
      { week: 0, id: 2, from: 7, to: 7, before: true, after: true },
      { week: 1, id: 2, from: 1, to: 1, before: true, after: false },
      { week: 1, id: 1, from: 4, to: 7, before: false, after: true },
      { week: 2, id: 1, from: 1, to: 2, before: true, after: false },
    ]);
  });

  it('gives overlapping conferences their own lanes and counts what does not fit, or was not listed, as more', () => {
    const listed = [conf(1, '2026-03-03', '2026-03-04'), conf(2, '2026-03-03', '2026-03-04'), conf(3, '2026-03-04', null), conf(4, '2026-03-05', null)];
    const [, week] = calendarWeeks('2026-03', listed, [day('2026-03-03', 2), day('2026-03-04', 4), day('2026-03-05', 1)], 2);
    expect(week.bars.map((b) => [b.conference.id, b.lane])).toEqual([
      [1, 0],
      [2, 1],
      [4, 0],
    ]);
    // 4 March: conferences 1 and 2 shown, 3 did not fit and one more the API only counted.
    expect(week.more).toEqual([0, 0, 2, 0, 0, 0, 0]);
  });
});

describe('calendar months', () => {
  it('has a page for real months only', () => {
    expect(calendarMonth('2026', '03')).toBe('2026-03');
    for (const [y, m] of [['2026', '13'], ['2026', '00'], ['2026', '3'], ['1969', '12'], ['2200', '01'], ['20x6', '01']]) expect(calendarMonth(y, m)).toBeUndefined();
  });

  it('steps across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
