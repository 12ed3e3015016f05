import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LinkPreviewConfidence, LinkPreviewField } from '@confdir/contracts';
import { parseConferencePage, ParsedConference } from './page-parser';

/**
 * Small hand-made pages in fixtures/, one per reading rule of issue 33 (written for the rule, not
 * copied from any real page): what the reader takes from each, and how sure it says it is.
 */
interface Case {
  file: string;
  url: string | null;
  fields: Partial<Record<LinkPreviewField, string | null>>;
  confidence?: Partial<Record<LinkPreviewField, LinkPreviewConfidence>>;
}

const CASES: Array<[string, Case]> = [
  [
    'a slug og:title is not the title, and its year is not the edition',
    { file: 'slug-og-title.html', url: 'https://nordconf.example.org/', fields: { title: 'NordConf 2030', startDate: '2030-06-12', endDate: '2030-06-13', location: 'Oslo, Norway' }, confidence: { title: 'high' } },
  ],
  [
    'an og:title that is the site name gives way to the name the <title> and heading agree on',
    { file: 'site-wide-og-title.html', url: 'https://kotlindays.example.pt/', fields: { title: 'Kotlin Days Lisboa 2031' }, confidence: { title: 'high' } },
  ],
  [
    'a romanised og:title gives way to the Japanese name the <title> and heading agree on',
    { file: 'romanised-og-title.html', url: null, fields: { title: 'テックラーメン 2031' }, confidence: { title: 'high' } },
  ],
];

function read(c: Case): ParsedConference {
  return parseConferencePage(readFileSync(join(__dirname, 'fixtures', c.file), 'utf8'), c.url);
}

describe('reading rules on hand-made pages (fixtures/)', () => {
  it.each(CASES)('%s', (_name, c) => {
    const parsed = read(c);
    expect(parsed).toMatchObject(c.fields);
    for (const [field, confidence] of Object.entries(c.confidence ?? {})) expect([field, parsed.notes[field as LinkPreviewField]?.confidence]).toEqual([field, confidence]);
  });
});
