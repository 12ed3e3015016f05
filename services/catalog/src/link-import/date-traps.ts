import { NOT_THE_EVENT } from './date-words';

/**
 * Where a date sits tells how far it can be trusted. A date next to a call-for-papers, deadline,
 * ticket or registration word (on its line or the lines beside it), or in the page's footer (a
 * copyright line, the last lines of the page, where past editions and "save the date" notes live),
 * may belong to something else: the reader still takes it when nothing better is written, but never
 * shows it with high confidence.
 */

const FOOTER_LINES = 6;
const COPYRIGHT = /©|\(c\)\s*\d{4}|copyright|all rights reserved|todos os direitos|tous droits|alle rechte/i;

function lineBounds(text: string, index: number): { start: number; end: number } {
  const next = text.indexOf('\n', index);
  return { start: text.lastIndexOf('\n', index - 1) + 1, end: next < 0 ? text.length : next };
}

/** The date written at [index, end) of `text` sits beside a trap word or in the footer (`isBody`: the text is the page body). */
export function trapProne(text: string, index: number, end: number, isBody: boolean): boolean {
  const line = lineBounds(text, index);
  const before = line.start > 0 ? lineBounds(text, line.start - 1) : null;
  const after = line.end < text.length ? lineBounds(text, line.end + 1) : null;
  const near = [line, before, after].filter((l): l is { start: number; end: number } => l !== null).map((l) => text.slice(l.start, l.end));
  // The date itself is not a word: "Tickets" two lines away from "June 4" is, "June 4" alone is not.
  if (near.some((l) => l.length <= 160 && NOT_THE_EVENT.test(l.replace(text.slice(index, end), ' ')))) return true;
  if (COPYRIGHT.test(text.slice(line.start, line.end))) return true;
  return isBody && text.slice(end).split('\n').length <= FOOTER_LINES;
}
