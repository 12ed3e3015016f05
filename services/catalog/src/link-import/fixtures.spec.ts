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
  [
    'an English sentence names the venue and city; a side event and last year\'s venue do not count',
    { file: 'prose-venue-en.html', url: null, fields: { venue: 'Aurora Convention Centre', location: 'Helsinki, Finland', startDate: '2031-10-03', endDate: '2031-10-04' }, confidence: { venue: 'high', location: 'high' } },
  ],
  [
    'German: "findet im … (address) statt"',
    { file: 'prose-venue-de.html', url: null, fields: { venue: 'Kongresszentrum Stadthalle', location: 'Chemnitz, Germany', startDate: '2031-03-14', endDate: '2031-03-15' } },
  ],
  ['French: "aura lieu … à la …, à Lyon"', { file: 'prose-venue-fr.html', url: null, fields: { venue: 'Maison des Congrès', location: 'Lyon, France', startDate: '2031-06-05' } }],
  ['Portuguese: "acontecerá no …, em Natal"', { file: 'prose-venue-pt.html', url: null, fields: { venue: 'Centro de Convenções de Natal', location: 'Natal, Brazil', startDate: '2031-10-19', endDate: '2031-10-20' } }],
  ['Spanish: "se realizará en el …, Buenos Aires"', { file: 'prose-venue-es.html', url: null, fields: { venue: 'Centro Cultural Borges', location: 'Buenos Aires, Argentina', startDate: '2031-05-08', endDate: '2031-05-09' } }],
  ['Japanese: "会場は … です", not the place of the party (懇親会)', { file: 'prose-venue-ja.html', url: null, fields: { venue: '大阪国際会議場', location: null, startDate: '2031-09-06' } }],
  ['Chinese: "在 … 舉行"', { file: 'prose-venue-zh.html', url: null, fields: { venue: '南港展覽館', startDate: '2031-11-29' } }],
  ['Korean: "… 에서 개최"', { file: 'prose-venue-ko.html', url: null, fields: { venue: '코엑스 컨벤션센터', startDate: '2031-08-23' } }],
  ['a known city inside a longer address, with its state', { file: 'address-city.html', url: null, fields: { venue: 'Teatro Guaíra', location: 'Curitiba, PR', city: 'Curitiba' } }],
  ['a known city at the end of a street part ("Blekerijstraat 75 Gent")', { file: 'address-street-city.html', url: null, fields: { location: 'Gent, Belgium', startDate: '2031-04-13', endDate: '2031-04-15' }, confidence: { location: 'check' } }],
  ['a ward that names one city for certain ("渋谷区" is Tokyo\'s)', { file: 'district-ward.html', url: null, fields: { venue: 'ストリームホール', location: '渋谷区, Tokyo', city: 'Tokyo' } }],
  ['a ward several cities have ("中央区") gives no city: never a guess', { file: 'district-ambiguous.html', url: null, fields: { venue: 'ベイホール', location: null } }],
  [
    'dates read beside a ticket word and next to a CFP deadline are never high',
    { file: 'dates-beside-tickets.html', url: null, fields: { startDate: '2031-06-12', endDate: '2031-06-13', location: 'Berlin, Germany' }, confidence: { startDate: 'check', endDate: 'check' } },
  ],
  ['dates written twice, with their year, away from trap words are high', { file: 'dates-clean.html', url: null, fields: { startDate: '2031-06-12', endDate: '2031-06-13' }, confidence: { startDate: 'high', endDate: 'high' } }],
  ['dates only in the footer are never high', { file: 'dates-in-footer.html', url: null, fields: { startDate: '2031-05-03', endDate: '2031-05-04' }, confidence: { startDate: 'check' } }],
  ['"@ venue, city" after the dates (a handle elsewhere is no venue)', { file: 'dates-at-venue.html', url: null, fields: { venue: 'Hackerspace Zero', location: 'Ghent, Belgium', startDate: '2031-04-13', endDate: '2031-04-15' } }],
  ['a Chinese venue and address after the dates, set apart by spaces', { file: 'dates-cjk-venue.html', url: null, fields: { venue: '台北國際會議中心', location: '台北市', startDate: '2031-11-17' } }],
  ['the venue under a block of dates lines', { file: 'dates-block-venue.html', url: null, fields: { venue: 'Grand Hyatt', location: 'Denver, Colorado, USA', startDate: '2031-09-20', endDate: '2031-09-22' } }],
  ['a sentence introducing the venue block is not the venue', { file: 'label-intro-sentence.html', url: null, fields: { venue: 'Kulturhaus Mitte', location: 'Leipzig, Germany' }, confidence: { venue: 'high', location: 'high' } }],
  ['a hotel named beside the place line at the top', { file: 'hero-venue-beside-city.html', url: null, fields: { venue: 'Novotel Riverside', location: 'Bangkok, Thailand' }, confidence: { venue: 'check' } }],
  ['an "Address" block may be the organiser\'s: its city is read, never high', { file: 'organiser-address.html', url: null, fields: { location: 'Berlin, Germany' }, confidence: { location: 'check' } }],
  ['a generic room named by structured data ("Conference Hall") asks for a check', { file: 'jsonld-generic-room.html', url: null, fields: { venue: 'Conference Hall', location: 'Ho Chi Minh City, Vietnam' }, confidence: { venue: 'check', location: 'high', startDate: 'high' } }],
  ['the site root named as its own address by an edition\'s page asks for a check', { file: 'root-og-url.html', url: 'https://banattalks.example.ro/2031/', fields: { url: 'https://banattalks.example.ro/' }, confidence: { url: 'check', title: 'high' } }],
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
