/**
 * Reads an event's dates from prose such as "June 2nd & 3rd 2018", "17 - 19 November, 2016" or
 * "November 30th, December 1st 2019". Used only when a page carries no structured event dates.
 */

export interface DateRange {
  startDate: string;
  endDate: string;
}

interface Found extends DateRange {
  isRange: boolean;
  index: number;
  end: number;
}

const MONTH = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const DAY = String.raw`(?<!\d)(\d{1,2})(?:st|nd|rd|th)?(?![\d:])`;
const DAY_SEP = String.raw`\s*(?:,|&|and|-|–|—|to|until)\s*`;
/** A list or range of days in one month: "2nd & 3rd", "17-19", "23, 24 & 25", "8 and 9". */
const DAYS = String.raw`${DAY}((?:${DAY_SEP}\d{1,2}(?:st|nd|rd|th)?(?![\d:]))*)`;
const YEAR = String.raw`,?\s*(?:\/\s*)?((?:19|20)\d{2})(?!\d)`;
const RANGE_SEP = String.raw`\s*(?:,|&|and|-|–|—|to|until)\s*`;

const MONTH_FIRST_CROSS = new RegExp(String.raw`\b${MONTH}\s+${DAY}${RANGE_SEP}${MONTH}\s+${DAY}${YEAR}`, 'giu');
const DAY_FIRST_CROSS = new RegExp(String.raw`${DAY}\s+(?:of\s+)?${MONTH}${RANGE_SEP}${DAY}\s+(?:of\s+)?${MONTH}${YEAR}`, 'giu');
const MONTH_FIRST = new RegExp(String.raw`\b${MONTH}\s+${DAYS}`, 'giu');
const DAY_FIRST = new RegExp(String.raw`${DAYS}\s+(?:of\s+)?${MONTH}\b`, 'giu');
const YEAR_AFTER = new RegExp(String.raw`^${YEAR}`, 'u');

const MONTH_NUMBER: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };

function monthNumber(name: string): number {
  return MONTH_NUMBER[name.slice(0, 3).toLowerCase()];
}

/** YYYY-MM-DD, or null when the day does not exist in that month. */
export function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

function lastDay(list: string): number | null {
  const days = list.match(/\d{1,2}/g);
  return days ? Number(days[days.length - 1]) : null;
}

function range(year: number, m1: number, d1: number, m2: number, d2: number): DateRange | null {
  const startDate = isoDate(year, m1, d1);
  const endDate = isoDate(year, m2, d2);
  if (!startDate || !endDate || endDate < startDate) return null;
  return { startDate, endDate };
}

/** Every date or date range in `text`; `fallbackYear` completes the ones written without a year. */
function findAll(text: string, fallbackYear: number | null): Found[] {
  const found: Found[] = [];
  const taken: Array<[number, number]> = [];
  const overlaps = (a: number, b: number) => taken.some(([x, y]) => a < y && b > x);
  const add = (index: number, end: number, r: DateRange | null) => {
    if (!r || overlaps(index, end)) return;
    taken.push([index, end]);
    found.push({ ...r, isRange: r.startDate !== r.endDate, index, end });
  };
  // Year after the text that matched, e.g. "June 2nd & 3rd" + " 2018"; else the fallback year.
  const yearAt = (end: number): { year: number | null; length: number } => {
    const m = YEAR_AFTER.exec(text.slice(end, end + 12));
    return m ? { year: Number(m[1]), length: m[0].length } : { year: fallbackYear, length: 0 };
  };

  for (const m of text.matchAll(MONTH_FIRST_CROSS)) {
    add(m.index, m.index + m[0].length, range(Number(m[5]), monthNumber(m[1]), Number(m[2]), monthNumber(m[3]), Number(m[4])));
  }
  for (const m of text.matchAll(DAY_FIRST_CROSS)) {
    add(m.index, m.index + m[0].length, range(Number(m[5]), monthNumber(m[2]), Number(m[1]), monthNumber(m[4]), Number(m[3])));
  }
  for (const m of text.matchAll(MONTH_FIRST)) {
    const { year, length } = yearAt(m.index + m[0].length);
    const last = lastDay(m[3]) ?? Number(m[2]);
    if (year) add(m.index, m.index + m[0].length + length, range(year, monthNumber(m[1]), Number(m[2]), monthNumber(m[1]), last));
  }
  for (const m of text.matchAll(DAY_FIRST)) {
    const { year, length } = yearAt(m.index + m[0].length);
    const last = lastDay(m[2]) ?? Number(m[1]);
    if (year) add(m.index, m.index + m[0].length + length, range(year, monthNumber(m[3]), Number(m[1]), monthNumber(m[3]), last));
  }
  return found.sort((a, b) => a.index - b.index);
}

const DAY_MS = 86_400_000;
/** Dates this close to the chosen one are read as other days of the same event (workshops, day 2). */
const SAME_EVENT_DAYS = 7;

function shift(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The event's dates from the texts given, most trusted first. The first range written with a
 * year anchors the answer (a single date if no range); nearby dates widen it. Dates written
 * without a year count only if nothing carries one, and then take `fallbackYear`.
 */
export function extractDateRange(texts: string[], fallbackYear: number | null): (DateRange & { index: number; textIndex: number }) | null {
  const pick = (year: number | null) => {
    const all = texts.flatMap((text, textIndex) => findAll(text, year).map((f) => ({ ...f, textIndex })));
    const anchor = all.find((f) => f.isRange) ?? all[0];
    if (!anchor) return null;
    const from = shift(anchor.startDate, -SAME_EVENT_DAYS);
    const to = shift(anchor.endDate, SAME_EVENT_DAYS);
    // A guessed year is too weak to pull in other dates ("sales end on November 1").
    const near = year === null ? all.filter((f) => f.startDate >= from && f.endDate <= to) : [anchor];
    return {
      startDate: near.reduce((min, f) => (f.startDate < min ? f.startDate : min), anchor.startDate),
      endDate: near.reduce((max, f) => (f.endDate > max ? f.endDate : max), anchor.endDate),
      index: anchor.end,
      textIndex: anchor.textIndex,
    };
  };
  return pick(null) ?? (fallbackYear ? pick(fallbackYear) : null);
}
