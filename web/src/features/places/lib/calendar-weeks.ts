import type { CalendarConference, CalendarDay } from '@confdir/contracts/web';

/** A conference's stretch within one week of the grid: columns 1-7 (Monday first) and the lane (row) it takes. */
export interface WeekBar {
  conference: CalendarConference;
  startCol: number;
  endCol: number;
  lane: number;
  /** It began before this week (or before the month) / goes on after it. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export interface CalendarWeek {
  /** Seven days, Monday first: YYYY-MM-DD, or null outside the month. */
  days: (string | null)[];
  bars: WeekBar[];
  /** Per column: conferences taking place that day that no bar shows (lanes full, or beyond what the API lists). */
  more: number[];
}

const DAY_MS = 86_400_000;
const day = (iso: string) => iso.slice(0, 10);
const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The conference's first and last day (a conference without an end is one day). */
export function conferenceDays(c: CalendarConference): { first: string; last: string } {
  const first = day(c.startDateUTC);
  const last = c.endDateUTC && day(c.endDateUTC) > first ? day(c.endDateUTC) : first;
  return { first, last };
}

/**
 * The month (YYYY-MM) as weeks of a grid: each listed conference a bar across its days in each week it
 * touches (cut at the month's edges), in the lowest free lane up to `maxLanes`; what does not fit, and what
 * the API counted but did not list, is each day's "more".
 */
export function calendarWeeks(month: string, conferences: CalendarConference[], days: CalendarDay[], maxLanes: number): CalendarWeek[] {
  const first = `${month}-01`;
  const daysInMonth = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const last = `${month}-${String(daysInMonth).padStart(2, '0')}`;
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
  const happening = new Map(days.map((d) => [d.date, d.happening]));
  const sorted = conferences
    .map((c) => ({ c, ...conferenceDays(c) }))
    .sort((a, b) => a.first.localeCompare(b.first) || b.last.localeCompare(a.last) || a.c.id - b.c.id);
  const weeks: CalendarWeek[] = [];
  for (let start = addDays(first, -lead); start <= last; start = addDays(start, 7)) {
    const dates = Array.from({ length: 7 }, (_, i) => addDays(start, i));
    const end = dates[6];
    const laneEnds: number[] = [];
    const bars: WeekBar[] = [];
    const shown = Array<number>(7).fill(0);
    for (const { c, first: from, last: to } of sorted) {
      const a = from < first ? first : from;
      const b = to > last ? last : to;
      if (b < start || a > end) continue;
      const startCol = dates.indexOf(a < start ? start : a) + 1;
      const endCol = dates.indexOf(b > end ? end : b) + 1;
      const lane = laneEnds.findIndex((e) => e < startCol);
      const free = lane === -1 ? laneEnds.length : lane;
      if (free >= maxLanes) continue;
      laneEnds[free] = endCol;
      bars.push({ conference: c, startCol, endCol, lane: free, continuesBefore: from < dates[startCol - 1], continuesAfter: to > dates[endCol - 1] });
      for (let col = startCol; col <= endCol; col++) shown[col - 1]++;
    }
    const inMonth = dates.map((d) => (d >= first && d <= last ? d : null));
    weeks.push({ days: inMonth, bars, more: inMonth.map((d, i) => (d ? Math.max(0, (happening.get(d) ?? 0) - shown[i]) : 0)) });
  }
  return weeks;
}
