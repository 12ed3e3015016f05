import { readFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { GAZETTEER_FILE, isCurrent, writeGazetteer } from './gazetteer-build';
import { placeKey } from './place-names';

/** A city of the gazetteer. `id` is its line number in the file, stable for one file only. */
export interface GazetteerPlace {
  id: number;
  /** ISO 3166-1 alpha-2. */
  country: string;
  slug: string;
  name: string;
  /** GeoNames first-level division code ("TX", "08"), '' when unknown. */
  admin1: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** A place a name leads to, and whether that name is its own (not one of its alternate names). */
export interface NameMatch {
  id: number;
  main: boolean;
}

const NEWLINE = 0x0a;
const TAB = 0x09;

/** Start offsets of the `count` lines that follow the header line at `from`; returns the offset after them. */
function lineStarts(data: Buffer, from: number, count: number): { starts: Uint32Array; end: number } {
  const starts = new Uint32Array(count + 1);
  let at = data.indexOf(NEWLINE, from) + 1;
  for (let i = 0; i < count; i++) {
    starts[i] = at;
    at = data.indexOf(NEWLINE, at) + 1;
  }
  starts[count] = at;
  return { starts, end: at };
}

function sectionCount(data: Buffer, at: number, name: string): number {
  const header = data.toString('utf8', at, data.indexOf(NEWLINE, at)).split('\t');
  if (header[0] !== name) throw new Error(`Gazetteer file: expected section ${name} at byte ${at}`);
  return Number(header[1]);
}

/**
 * The gazetteer as the catalog searches it: the file's bytes held as they are (~8 MB), with the start
 * of every line, and binary search over the sorted sections; a place becomes an object only when it is
 * asked for. Holding the ~300,000 names as JS strings in a Map would take several times the memory.
 */
export class Gazetteer {
  private readonly places: Uint32Array;
  private readonly keys: Uint32Array;
  /** "CC.ADMIN1" → keys of its names and abbreviations. */
  private readonly regions = new Map<string, Set<string>>();
  /** Region abbreviations people write as codes ("tx", "on", "nsw"). */
  private readonly regionCodes = new Set<string>();

  constructor(private readonly data: Buffer) {
    let at = data.indexOf(NEWLINE) + 1;
    const places = lineStarts(data, at, sectionCount(data, at, 'P'));
    this.places = places.starts;
    at = places.end;
    const regions = lineStarts(data, at, sectionCount(data, at, 'A'));
    for (let i = 0; i + 1 < regions.starts.length; i++) {
      const [code, key, flag] = data.toString('utf8', regions.starts[i], regions.starts[i + 1] - 1).split('\t');
      this.regions.set(code, (this.regions.get(code) ?? new Set()).add(key));
      if (flag === 'c') this.regionCodes.add(key);
    }
    at = regions.end;
    this.keys = lineStarts(data, at, sectionCount(data, at, 'K')).starts;
  }

  static load(file = GAZETTEER_FILE): Gazetteer {
    if (!isCurrent(file)) {
      new Logger('Gazetteer').warn(`${file} is missing or out of date (npm run build makes it); making it now`);
      writeGazetteer(file);
    }
    return new Gazetteer(readFileSync(file));
  }

  get size(): number {
    return this.places.length - 1;
  }

  place(id: number): GazetteerPlace {
    const [country, slug, name, admin1, lat, lon, population] = this.line(this.places, id).split('\t');
    return { id, country, slug, name, admin1, latitude: Number(lat), longitude: Number(lon), population: Number(population) };
  }

  /** The city of `country` (upper case) with this slug, or null. */
  bySlug(country: string, slug: string): GazetteerPlace | null {
    const id = this.search(this.places, Buffer.from(`${country}\t${slug}\t`), 2);
    return id < 0 ? null : this.place(id);
  }

  /** The places a name (any spelling, any script) may mean. */
  named(name: string): NameMatch[] {
    const key = placeKey(name);
    if (!key) return [];
    const i = this.search(this.keys, Buffer.from(`${key}\t`), 1);
    if (i < 0) return [];
    const refs = this.line(this.keys, i).split('\t')[1];
    return refs.split(',').map((ref) => (ref.startsWith('~') ? { id: Number(ref.slice(1)), main: false } : { id: Number(ref), main: true }));
  }

  /** Whether a name (folded with placeKey) names or abbreviates the first-level division `place` is in ("texas", "tx", "ontario", "on"). */
  isRegionOf(place: GazetteerPlace, key: string): boolean {
    return key !== '' && (this.regions.get(`${place.country}.${place.admin1}`)?.has(key) ?? false);
  }

  /** Whether `text` is an abbreviation of some division people write as a code ("TX", "ON", "NSW"). */
  isRegionCode(text: string): boolean {
    return this.regionCodes.has(placeKey(text));
  }

  private line(starts: Uint32Array, i: number): string {
    return this.data.toString('utf8', starts[i], starts[i + 1] - 1);
  }

  /** Index of the line whose first `fields` tab-ended fields equal `target` (which ends with a tab), or -1. */
  private search(starts: Uint32Array, target: Buffer, fields: number): number {
    let low = 0;
    let high = starts.length - 2;
    while (low <= high) {
      const mid = (low + high) >>> 1;
      let end = starts[mid];
      for (let f = 0; f < fields; f++) end = this.data.indexOf(TAB, end) + 1;
      const order = Buffer.compare(this.data.subarray(starts[mid], end), target);
      if (order === 0) return mid;
      if (order < 0) low = mid + 1;
      else high = mid - 1;
    }
    return -1;
  }
}

let shared: Gazetteer | undefined;

/** The process's one gazetteer, read on first use (~0.1 s) and kept. */
export function gazetteer(): Gazetteer {
  shared ??= Gazetteer.load();
  return shared;
}
