import { COUNTRY_CODES } from '@confdir/contracts';
import { gazetteerCountry } from './cities';

/**
 * Place names the reader recognises without a gazetteer of its own: every country name the
 * platform's ICU data knows in the corpus' languages, plus common short forms, and the cities of the
 * IANA time-zone database (about 400 of the world's large cities, "Sao_Paulo" → "sao paulo").
 */

const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'cs', 'pl', 'ru', 'uk', 'zh-Hans', 'zh-Hant', 'ja', 'ko'];
/** Short forms pages write, with their ISO codes. */
const SHORT_FORMS: Record<string, string> = {
  usa: 'US', us: 'US', 'u.s.a': 'US', 'u.s': 'US', uk: 'GB', 'u.k': 'GB', england: 'GB', scotland: 'GB', wales: 'GB', uae: 'AE',
  'czech republic': 'CZ', 'the netherlands': 'NL', holland: 'NL', brasil: 'BR', korea: 'KR', 'south korea': 'KR', russia: 'RU',
  tw: 'TW', prc: 'CN', 'viet nam': 'VN', 'hong kong': 'HK', taiwan: 'TW',
};

/** Case, accents and spacing do not change a place's name. */
export function placeKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .replace(/\.$/, '')
    .trim();
}

function countryNames(): Map<string, string> {
  const names = new Map(Object.entries(SHORT_FORMS).map(([name, code]) => [placeKey(name), code]));
  for (const lang of LANGUAGES) {
    const display = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
    for (const code of COUNTRY_CODES) {
      const name = display.of(code);
      if (name && !names.has(placeKey(name))) names.set(placeKey(name), code);
    }
  }
  return names;
}

/** Zone names that are also everyday words or surnames ("Center", "Easter", "Davis"), and research stations. */
const NOT_CITIES = new Set(['center', 'easter', 'wake', 'midway', 'stanley', 'regina', 'casey', 'davis', 'palmer', 'troll', 'vostok', 'mawson', 'knox', 'marengo', 'monticello', 'creston', 'chatham', 'truk', 'yap', 'gambier', 'macquarie', 'rothera', 'syowa', 'eucla', 'lindeman', 'currie', 'mcmurdo', 'dumontdurville', 'south pole', 'nome', 'beulah', 'new salem', 'tell city', 'vevay', 'winamac', 'petersburg', 'vincennes']);

function cityNames(): Set<string> {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const names = zones.filter((z) => z.includes('/') && !/^(?:Etc|Antarctica|SystemV)\//.test(z)).map((z) => placeKey(z.split('/').pop()!));
  return new Set(names.filter((n) => !NOT_CITIES.has(n)));
}

let countries: Map<string, string> | null = null;
let cities: Set<string> | null = null;

/** The ISO 3166 code of a country name in any of the languages above ("Deutschland" → "DE"), or null. */
export function countryCode(part: string): string | null {
  countries ??= countryNames();
  return countries.get(placeKey(part)) ?? null;
}

export function isCountry(part: string): boolean {
  return countryCode(part) !== null;
}

export function isKnownCity(part: string): boolean {
  cities ??= cityNames();
  return cities.has(placeKey(part)) || cityCountry(part) !== null;
}

/** The country of a city of the gazetteer (cities.ts): "Brno" → "CZ"; null for others. */
export function cityCountry(part: string): string | null {
  return gazetteerCountry(placeKey, part);
}

/** Capitalised words, with the small words of place names between them: "Rio de Janeiro", "Frankfurt am Main". */
const CAPITALISED_RUN = /\p{Lu}[\p{L}'’.-]*(?:\s+(?:(?:de|do|da|dos|das|del|la|upon|am|an der|sur|on)\s+)*\p{Lu}[\p{L}'’.-]*)*/gu;

/** The first large city named in a text, as written: "… venue in Denver, Colorado" → "Denver". */
export function firstKnownCity(text: string): string | null {
  for (const m of text.matchAll(CAPITALISED_RUN)) {
    const words = m[0].split(/\s+/).map((w) => w.replace(/[.,'’]+$/, ''));
    for (let size = Math.min(4, words.length); size >= 1; size--) {
      for (let i = 0; i + size <= words.length; i++) {
        const name = words.slice(i, i + size).join(' ');
        if (isKnownCity(name)) return name;
      }
    }
  }
  return null;
}
