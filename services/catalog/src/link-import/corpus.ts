import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** One page of the shared conference-pages corpus with what a careful reader takes from it. */
export interface CorpusEntry {
  file: string;
  url: string | null;
  title: string;
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  venue: string | null;
  imageUrl: string | null;
  sources: Record<'title' | 'dates' | 'location' | 'image' | 'url', string | null>;
  alternatives: Partial<Record<string, string[]>>;
  traps: Partial<Record<string, string[]>>;
}

/** Test material lives beside the repository (../shared/data), never inside it. */
export const CORPUS_DIR = resolve(__dirname, '../../../../..', 'shared/data/conference-pages');

export function readCorpus(): Array<CorpusEntry & { html: string }> {
  if (!existsSync(CORPUS_DIR)) throw new Error(`Conference pages corpus not found at ${CORPUS_DIR}`);
  const entries = JSON.parse(readFileSync(join(CORPUS_DIR, 'expected.json'), 'utf8')) as CorpusEntry[];
  return entries.map((e) => ({ ...e, html: readFileSync(join(CORPUS_DIR, e.file), 'utf8') }));
}

export const PARSED_FIELDS = ['title', 'startDate', 'endDate', 'location', 'venue', 'imageUrl', 'url'] as const;
export type ParsedField = (typeof PARSED_FIELDS)[number];

const SOURCE_OF: Record<ParsedField, keyof CorpusEntry['sources']> = {
  title: 'title',
  startDate: 'dates',
  endDate: 'dates',
  location: 'location',
  venue: 'location',
  imageUrl: 'image',
  url: 'url',
};

/**
 * Why `value` is not an acceptable reading of `field` for this page, or null when it is.
 * Accepted: the expected value or a listed alternative. A place or venue stated only in prose
 * may be left null (reading prose is best effort); a trap is never accepted.
 */
export function misreading(entry: CorpusEntry, field: ParsedField, value: string | null): string | null {
  if (value !== null && (entry.traps[field] ?? []).includes(value)) return `${entry.file}: ${field} fell into the trap ${JSON.stringify(value)}`;
  const accepted = [entry[field], ...(entry.alternatives[field] ?? [])];
  if (accepted.includes(value)) return null;
  const prose = ['text', 'meta-description'].includes(entry.sources[SOURCE_OF[field]] ?? '');
  if (value === null && prose && (field === 'location' || field === 'venue')) return null;
  return `${entry.file}: ${field} is ${JSON.stringify(value)}, expected ${accepted.map((a) => JSON.stringify(a)).join(' or ')}`;
}
