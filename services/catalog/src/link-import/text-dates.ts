import { JOIN, MONTH, monthNumber, NOT_THE_EVENT } from './date-words';

/**
 * Reads an event's dates from prose: "June 2nd & 3rd 2018", "17 - 19 November, 2016", "29 y 30 de
 * noviembre", "28. und 29. Oktober 2017", "2019年11月29日", "11월 30일", "2024/7/26", "11.29-30".
 * Dates beside deadline, ticket or registration words are never the event's.
 */

export interface DateRange {
  startDate: string;
  endDate: string;
}

/** One written date (or list of days in one month) before ranges are joined. */
interface Atom {
  index: number;
  end: number;
  year: number | null;
  month: number;
  first: number;
  last: number;
}

export interface Span extends DateRange {
  index: number;
  end: number;
  textIndex: number;
  /** The year was written, not supplied by the caller. */
  explicitYear: boolean;
  /** Written beside a deadline, ticket or registration word. */
  aside: boolean;
  /** The words around it that set it aside ("CFP closes"), for telling a CFP deadline from a ticket sale. */
  asideBy: string | null;
}

const DAY = String.raw`(?<![\d.:/,])(\d{1,2})(?:st|nd|rd|th|er|º|ª|\.)?(?![\d:])`;
const DAY_LIST = String.raw`${DAY}((?:\s*${JOIN}\s*\d{1,2}(?:st|nd|rd|th|er|º|ª|\.)?(?![\d:]))*)`;
const YEAR = String.raw`((?:19|20)\d{2})(?!\d)`;
const YEAR_AFTER = new RegExp(String.raw`^\.?,?\s*(?:de\s+|del\s+|of\s+|\/\s*)?${YEAR}`, 'iu');

const CJK_SCRIPT = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}`;

const PATTERNS: Array<{ re: RegExp; read: (m: RegExpMatchArray) => Omit<Atom, 'index' | 'end'> | null }> = [
  {
    // 2019年11月29日 (Chinese, Japanese), 2020년 11월 30일 (Korean), year optional.
    re: /(?:((?:19|20)\d{2})\s*[年년]\s*)?(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]/gu,
    read: (m) => ({ year: m[1] ? Number(m[1]) : null, month: Number(m[2]), first: Number(m[3]), last: Number(m[3]) }),
  },
  {
    // 2024/7/26, 2024-07-26, 2024.07.26
    re: /(?<![\d.])((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/g,
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), first: Number(m[3]), last: Number(m[3]) }),
  },
  {
    // 10/9 beside Chinese or Japanese text ("於 10/9 在…", "10/9（金）"): month first, as those languages write it.
    re: new RegExp(String.raw`(?<![\d/.])(?:(?<=[${CJK_SCRIPT}]\s{0,2})(1[0-2]|0?[1-9])/(\d{1,2})|(1[0-2]|0?[1-9])/(\d{1,2})(?=\s{0,2}[（(${CJK_SCRIPT}]))(?![\d/])`, 'gu'),
    read: (m) => ({ year: null, month: Number(m[1] ?? m[3]), first: Number(m[2] ?? m[4]), last: Number(m[2] ?? m[4]) }),
  },
  {
    // 10.12.2016 (day first, as Europe writes it with dots)
    re: /(?<![\d.])(\d{1,2})\.(\d{1,2})\.((?:19|20)\d{2})(?!\d)/g,
    read: (m) => ({ year: Number(m[3]), month: Number(m[2]), first: Number(m[1]), last: Number(m[1]) }),
  },
  {
    // 11.29-30: month.day and a second day, as written in Chinese-speaking communities.
    re: /(?<![\d.])(1[0-2]|0?[1-9])\.(\d{1,2})\s*[-–~～〜]\s*(\d{1,2})(?![\d.])/g,
    read: (m) => ({ year: null, month: Number(m[1]), first: Number(m[2]), last: Number(m[3]) }),
  },
  {
    re: new RegExp(String.raw`(?<!\p{L})${MONTH}\s+${DAY_LIST}`, 'giu'),
    read: (m) => ({ year: null, month: monthNumber(m[1])!, first: Number(m[2]), last: lastDay(m[3]) ?? Number(m[2]) }),
  },
  {
    re: new RegExp(String.raw`${DAY_LIST}\s*(?:de\s+|of\s+)?${MONTH}(?!\p{L})`, 'giu'),
    read: (m) => ({ year: null, month: monthNumber(m[3])!, first: Number(m[1]), last: lastDay(m[2]) ?? Number(m[1]) }),
  },
];

function lastDay(list: string): number | null {
  const days = list.match(/\d{1,2}/g);
  return days ? Number(days[days.length - 1]) : null;
}

/** YYYY-MM-DD, or null when the day does not exist in that month. */
export function isoDate(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d.toISOString().slice(0, 10);
}

function atomsOf(text: string): Atom[] {
  const atoms: Atom[] = [];
  const overlaps = (a: number, b: number) => atoms.some((x) => a < x.end && b > x.index);
  for (const { re, read } of PATTERNS) {
    for (const m of text.matchAll(re)) {
      const atom = read(m);
      const end = m.index! + m[0].length;
      if (!atom || !atom.month || atom.last < atom.first || overlaps(m.index!, end)) continue;
      const after = atom.year === null ? YEAR_AFTER.exec(text.slice(end, end + 14)) : null;
      atoms.push({ ...atom, year: after ? Number(after[1]) : atom.year, index: m.index!, end: end + (after?.[0].length ?? 0) });
    }
  }
  return atoms.sort((a, b) => a.index - b.index);
}

/** What may stand between the two ends of one range: "–", " to ", ", Friday, ", " 〜 ". */
const GAP = new RegExp(String.raw`^[\s,]*${JOIN}?[\s,]*(?:\(?\p{L}{1,12}\.?\)?,?\s*)?$`, 'iu');

/** "GDG DevFest Ukraine 2014 will be held 24-25th of October": a year written earlier in the date's sentence is its year. */
function yearOfSentence(text: string, index: number): number | null {
  const sentence = text.slice(Math.max(text.lastIndexOf('\n', index - 1) + 1, index - 80), index).split(/[.!?。]\s/).pop()!;
  // "Since 2012 we meet on 4-5 November": a year something began is not the date's.
  const years = sentence.match(/(?<!(?:since|desde|depuis|seit|od|с)\s+)(?<!\d)(?:19|20)\d{2}(?!\d)/giu);
  return years ? Number(years[years.length - 1]) : null;
}

/** Joins written dates into spans ("Dec 30, 2024 – Jan 2, 2025"), giving each the year written at its end. */
function spansOf(text: string, textIndex: number, fallbackYear: number | null): Span[] {
  const atoms = atomsOf(text);
  const groups: Atom[][] = [];
  for (const atom of atoms) {
    const group = groups[groups.length - 1];
    const prev = group?.[group.length - 1];
    if (prev && (prev.year === null || atom.year !== null)) {
      const gap = text.slice(prev.end, atom.index);
      const sameYear = prev.year === null || atom.year === prev.year || atom.year === prev.year + 1;
      // The second end of a range comes later: "Sept 20 - 22, Workshops Sept 19 - 20" is two spans.
      const later = atom.year !== prev.year || atom.month > prev.month || (atom.month === prev.month && atom.first > prev.last) || (prev.year === null && atom.month < prev.month);
      if (gap.length <= 24 && !gap.includes('\n') && GAP.test(gap) && sameYear && later) {
        group.push(atom);
        continue;
      }
    }
    groups.push([atom]);
  }
  const spans: Span[] = [];
  for (const group of groups) {
    const a = group[0];
    const z = group[group.length - 1];
    const written = z.year ?? a.year ?? yearOfSentence(text, a.index);
    const endYear = written ?? fallbackYear;
    if (endYear === null) continue;
    // "Dec 30 – Jan 2, 2025": a start month after the end month is in the year before.
    const startYear = a.year ?? (a.month > z.month ? endYear - 1 : endYear);
    const startDate = isoDate(startYear, a.month, a.first);
    const endDate = isoDate(z.year ?? endYear, z.month, z.last);
    if (!startDate || !endDate || endDate < startDate) continue;
    const asideBy = asideContext(text, a.index, z.end);
    spans.push({ startDate, endDate, index: a.index, end: z.end, textIndex, explicitYear: written !== null, aside: asideBy !== null, asideBy });
  }
  return spans;
}

/**
 * A row of buttons beside a date ("Register Now", "Become a speaker Buy tickets", "Submit your work")
 * invites to the event; a label beside it ("Registration", "CFP closes") names the date.
 */
const CALL_TO_ACTION = /^(?:buy|get|purchase|book|grab|reserve|register now|become|submit your|apply now|join|sign up|compr[ae]|adquir|acheter|kaufen|jetzt)\b/i;

/**
 * The words before the date on its line, or the lines around a date that stands alone on its line,
 * when they mark it as a deadline, sale or registration date; null for a date of the event.
 */
function asideContext(text: string, index: number, end: number): string | null {
  const lineStart = text.lastIndexOf('\n', index) + 1;
  const lineEnd = text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end);
  // Back to the start of the sentence: "CFP closes March 1. The conference: May 4-5" is two statements.
  const before = text.slice(Math.max(lineStart, index - 50), index).split(/[.!?;。]\s/).pop()!;
  if (NOT_THE_EVENT.test(before)) return before;
  // A date sharing its line with other words ("February 7 Expo, Tel Aviv") is read with those words only.
  const rest = `${text.slice(lineStart, index)} ${text.slice(end, lineEnd)}`.replace(/\d{1,2}[:.h]\d{2}|\b\p{L}{1,3}\b\.?/gu, ' ');
  if (/\p{L}{4,}/u.test(rest)) return null;
  const prev = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, Math.max(lineStart - 1, 0));
  const next = text.slice(lineEnd + 1, text.indexOf('\n', lineEnd + 1) < 0 ? text.length : text.indexOf('\n', lineEnd + 1));
  // A button under a date ("Buy tickets") invites to the event; a label under it ("Registration") names the date.
  return [prev, next].find((line) => line.length <= 40 && !CALL_TO_ACTION.test(line.trim()) && NOT_THE_EVENT.test(line)) ?? null;
}

export function findSpans(texts: string[], fallbackYear: number | null): Span[] {
  return texts.flatMap((text, i) => spansOf(text, i, fallbackYear));
}

const DAY_MS = 86_400_000;

function shift(date: string, days: number): string {
  return new Date(Date.parse(date) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface DatePick extends DateRange {
  index: number;
  end: number;
  textIndex: number;
  /** How many times the page writes these same dates (a visitor sees them repeated). */
  repeated: number;
  /** The page writes their year; otherwise the edition's was supplied. */
  explicitYear: boolean;
  /** Another range of the same edition the page also gives, days away from the chosen one ("CONFERENCE Aug 12, 13"). */
  rival: DateRange | null;
  /** Where the page writes them, the chosen place first. */
  occurrences: Array<{ textIndex: number; index: number; end: number }>;
}

/**
 * The event's dates from the texts given, most trusted first. Only dates of the page's own edition
 * count when it is known; dates beside deadline words never do. The first range anchors the
 * answer (a single date if there is no range); a day or two written right after it extends it.
 * Dates written without a year count only if none carries one, and then take `editionYear`.
 */
export function extractDateRange(texts: string[], editionYear: number | null): DatePick | null {
  const spans = findSpans(texts, editionYear).filter((s) => !s.aside);
  const ofEdition = (s: Span) => editionYear === null || s.startDate.startsWith(String(editionYear)) || s.endDate.startsWith(String(editionYear));
  const written = spans.filter((s) => s.explicitYear && ofEdition(s));
  // Without a written date of its edition, a page's "28-30 October" is read in the edition's year.
  const candidates = written.length > 0 ? written : editionYear !== null ? spans.filter((s) => !s.explicitYear) : [];
  const anchor = candidates.find((s) => s.startDate !== s.endDate) ?? candidates[0];
  if (!anchor) return null;
  let { startDate, endDate } = anchor;
  // Workshops the day before, a second day written on the next line: close by in the text and in time.
  for (const s of candidates) {
    if (s.textIndex !== anchor.textIndex) continue;
    // A programme that lists its days one after another: "Monday 19 November … Tuesday 20 November".
    if (s.index >= anchor.end && s.index - anchor.end <= 1500 && s.startDate === shift(endDate, 1)) endDate = s.endDate;
    if (s.index >= anchor.end && s.index - anchor.end <= 80 && s.startDate > endDate && s.startDate <= shift(endDate, 2)) endDate = s.endDate;
    if (s.end <= anchor.index && anchor.index - s.end <= 80 && s.endDate < startDate && s.endDate >= shift(startDate, -2)) startDate = s.startDate;
  }
  const same = candidates.filter((s) => s.startDate === anchor.startDate && s.endDate === anchor.endDate);
  const occurrences = [anchor, ...same.filter((s) => s !== anchor)].map(({ textIndex, index, end }) => ({ textIndex, index, end }));
  const rival = candidates.find((s) => s.startDate !== s.endDate && (s.startDate > shift(endDate, 2) || s.endDate < shift(startDate, -2))) ?? null;
  return {
    startDate, endDate, index: anchor.index, end: anchor.end, textIndex: anchor.textIndex, repeated: same.length, explicitYear: anchor.explicitYear, occurrences,
    rival: rival && { startDate: rival.startDate, endDate: rival.endDate },
  };
}
