import { AttendanceMode } from '@confdir/contracts';
import { GAZETTEER_VERSION } from './gazetteer-build';
import { gazetteer } from './gazetteer';
import { PlaceMatch, PlaceMatcher } from './place-matcher';

/** The place columns of a conference as the write path stores them. */
export interface PlaceColumns {
  country: string | null;
  city: string | null;
  citySlug: string | null;
  latitude: number | null;
  longitude: number | null;
  placeVersion: number;
}

export interface PlaceFields {
  location: string | null;
  attendanceMode: AttendanceMode;
  /** The writer's, already checked. */
  country: string | null;
  city: string | null;
}

let matcher: PlaceMatcher | undefined;
/**
 * Recent answers by what was written: conferences repeat their places ("Berlin, Germany" hundreds of
 * times), and an import, a sync or the backfill matches thousands in a row. Bounded; started over when full.
 */
const recent = new Map<string, PlaceMatch>();
const RECENT_MAX = 5_000;

function matchOf(f: PlaceFields): PlaceMatch {
  const key = `${f.location ?? ''}\u0000${f.country ?? ''}\u0000${f.city ?? ''}`;
  let found = recent.get(key);
  if (!found) {
    matcher ??= new PlaceMatcher(gazetteer());
    found = matcher.match({ location: f.location, country: f.country, city: f.city });
    if (recent.size >= RECENT_MAX) recent.clear();
    recent.set(key, found);
  }
  return found;
}

/**
 * Where a conference is, for every writer (submit, admin edit, add-by-link, import, sync): the city
 * the gazetteer finds from the writer's city, country and location, with its slug and coordinates.
 * The writer's country and city are kept; the found ones only fill what the writer left empty.
 * An online conference has no place: its fields stay as written.
 */
export function placeColumns(f: PlaceFields): PlaceColumns {
  const none = { country: f.country, city: f.city, citySlug: null, latitude: null, longitude: null, placeVersion: GAZETTEER_VERSION };
  if (f.attendanceMode === 'online') return none;
  const { country, place } = matchOf(f);
  if (!place) return { ...none, country };
  return { country, city: f.city ?? place.name, citySlug: place.slug, latitude: place.latitude, longitude: place.longitude, placeVersion: GAZETTEER_VERSION };
}
