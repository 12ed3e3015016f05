import { CONFERENCE_TOPICS, ConferenceTopic, COUNTRY_CODES, countryName, isLanguageCode } from '@confdir/contracts';

/**
 * confs.tech writes countries as English names ('U.S.A.', 'Germany') and languages as upper-case
 * codes ('EN,DE'); we store ISO 3166 and ISO 639-1 codes.
 */

const fold = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z]+/g, ' ')
    .trim();

/** Names confs.tech uses that differ from the English names the runtime gives the codes. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: 'US', 'u s a': 'US', 'united states of america': 'US', uk: 'GB', 'u k': 'GB', england: 'GB', scotland: 'GB', wales: 'GB',
  'northern ireland': 'GB', 'great britain': 'GB', korea: 'KR', 'republic of korea': 'KR', 'czech republic': 'CZ',
  turkey: 'TR', 'hong kong': 'HK', 'macedonia': 'MK', 'the netherlands': 'NL', holland: 'NL', 'ivory coast': 'CI',
  uae: 'AE', 'bosnia': 'BA', 'vatican city': 'VA', 'myanmar burma': 'MM', burma: 'MM', 'cabo verde': 'CV',
};

let byName: Map<string, string> | undefined;

function countriesByName(): Map<string, string> {
  byName ??= new Map([...COUNTRY_CODES.map((code): [string, string] => [fold(countryName(code)), code]), ...Object.entries(COUNTRY_ALIASES)]);
  return byName;
}

/** 'U.S.A.' → 'US', 'Germany' → 'DE'; null when unknown or absent. */
export function countryCodeOf(name: string | null): string | null {
  if (!name) return null;
  return countriesByName().get(fold(name)) ?? null;
}

/** Codes confs.tech writes that are country codes rather than language codes. */
const LANGUAGE_ALIASES: Record<string, string> = { jp: 'ja', cn: 'zh', kr: 'ko', cz: 'cs', gr: 'el', se: 'sv', dk: 'da', ua: 'uk' };

/** 'EN, DE' → ['en', 'de']; codes that name no language are dropped. */
export function languagesOf(locales: unknown): string[] {
  if (typeof locales !== 'string') return [];
  const codes = locales
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .map((c) => LANGUAGE_ALIASES[c] ?? c)
    .filter(isLanguageCode);
  return [...new Set(codes)];
}

/** Topic file names we know, in the order met. */
export function topicsOf(topics: string[]): ConferenceTopic[] {
  return topics.filter((t): t is ConferenceTopic => (CONFERENCE_TOPICS as readonly string[]).includes(t));
}
