/**
 * ISO 3166-1 alpha-2 country codes by continent (GeoNames' assignment: Russia in Europe, Turkey,
 * Cyprus' neighbours and the Caucasus in Asia, Central America and the Caribbean in North America).
 * Names live in country-names.ts.
 */
import { COUNTRY_NAMES } from './country-names';

export const CONTINENTS = {
  AF: 'Africa',
  AN: 'Antarctica',
  AS: 'Asia',
  EU: 'Europe',
  NA: 'North America',
  OC: 'Oceania',
  SA: 'South America',
} as const;
export type Continent = keyof typeof CONTINENTS;
export const CONTINENT_CODES = Object.keys(CONTINENTS) as Continent[];

const BY_CONTINENT: Record<Continent, string> = {
  AF:
    'AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TD TG TN TZ UG YT ZA ZM ZW',
  AN: 'AQ BV GS HM TF',
  AS:
    'AE AF AM AZ BD BH BN BT CC CN CX GE HK ID IL IN IO IQ IR JO JP KG KH KP KR KW KZ LA LB LK MM MN MO MV MY NP OM PH PK PS QA SA SG SY TH TJ TL TM TR TW UZ VN YE',
  EU:
    'AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU LV MC MD ME MK MT NL NO PL PT RO RS RU SE SI SJ SK SM UA VA XK',
  NA:
    'AG AI AW BB BL BM BQ BS BZ CA CR CU CW DM DO GD GL GP GT HN HT JM KN KY LC MF MQ MS MX NI PA PM PR SV SX TC TT US VC VG VI',
  OC: 'AS AU CK FJ FM GU KI MH MP NC NF NR NU NZ PF PG PN PW SB TK TO TV UM VU WF WS',
  SA: 'AR BO BR CL CO EC FK GF GY PE PY SR UY VE',
};

/** Country code → continent code, for every code this directory accepts. */
export const COUNTRY_CONTINENT: Readonly<Record<string, Continent>> = Object.fromEntries(
  CONTINENT_CODES.flatMap((continent) => BY_CONTINENT[continent].split(' ').map((code) => [code, continent])),
);
export const COUNTRY_CODES: readonly string[] = Object.keys(COUNTRY_CONTINENT).sort();

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(COUNTRY_CONTINENT, value);
}

/** The countries of one continent, for `country IN (...)` through the country index. */
export function countriesOf(continent: Continent): string[] {
  return BY_CONTINENT[continent].split(' ');
}

/** English name of a country code ('DE' → 'Germany'); the code itself when unknown. The same on server and browser. */
export function countryName(code: string): string {
  return COUNTRY_NAMES[code.toUpperCase()] ?? code;
}
