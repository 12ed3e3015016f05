import { CALENDAR_MONTH } from '@confdir/contracts/web';

const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' });

/** `YYYY-MM` of the calendar page `/calendar/:yyyy/:mm`, or undefined for a month there is no page of (2026/13, 2026/3, 1969/01). */
export function calendarMonth(yyyy: string, mm: string): string | undefined {
  const month = `${yyyy}-${mm}`;
  return CALENDAR_MONTH.test(month) ? month : undefined;
}

/** The month `now` is in, in UTC (the calendar's dates are days, as the API files them). */
export function currentMonth(now: Date): { year: number; month: number } {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/** The month `delta` months from `month` (YYYY-MM), e.g. 2026-12 + 1 → 2027-01. */
export function shiftMonth(month: string, delta: number): string {
  const date = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** "March 2026". */
export function monthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

/** The calendar page of a month (YYYY-MM): /calendar/2026/03. */
export const monthPath = (month: string) => `/calendar/${month.replace('-', '/')}`;
