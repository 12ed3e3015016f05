import { foldText, words } from '../conferences/text';

/**
 * One conference, one row: how an upstream entry is recognised among the conferences already listed
 * (submitted, added by an admin, imported or from another source). Pure, so every rule is unit-tested.
 */

/** What the matcher knows of a listed conference (read around the entry's start day). */
export interface KnownConference {
  id: number;
  title: string;
  normalizedUrl: string;
  /** YYYY-MM-DD */
  startDay: string;
  city: string | null;
  location: string | null;
  online: boolean;
}

export interface EntryFacts {
  title: string;
  normalizedUrl: string;
  startDay: string;
  city: string | null;
  location: string | null;
  online: boolean;
}

export type MatchResult =
  | { kind: 'same'; id: number; by: 'url' | 'title' }
  | { kind: 'near'; ids: number[]; reason: string }
  | { kind: 'new' };

/** Near misses are looked for this many days either side of the start. */
export const NEAR_DAYS = 7;
const YEAR = /^(19|20)\d\d$/;
/** Words that name an edition rather than the conference: "2nd", "annual", "Online Edition", "XV" (not plain numbers: "Web 3"). */
const EDITION = /^(\d+(st|nd|rd|th)|(?=[ivx])x{0,3}(ix|iv|v?i{0,3})|edition|annual|online|virtual|hybrid|in|person|live|the|conf|conference|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)$/;

/** The title without case, accents, punctuation or year: "JSConf EU 2026!" → "jsconf eu". */
export function titleKey(title: string): string {
  return titleKeys(title).title;
}

/** The title without any edition word: "10th Annual DevOpsDays Online" → "devopsdays". */
export function editionFreeKey(title: string): string {
  return titleKeys(title).bare;
}

/** Both keys of a title from one split into words. */
function titleKeys(title: string): { title: string; bare: string } {
  const kept = words(title).filter((w) => !YEAR.test(w));
  return { title: kept.join(' '), bare: kept.filter((w) => !EDITION.test(w)).join(' ') };
}

/** The city as compared: "New York, NY" and "new york" are one; without a city, the first part of the location. */
export function cityKey(city: string | null, location: string | null): string | null {
  const name = (city ?? location ?? '').split(',')[0];
  const key = foldText(name).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  return key === '' || key === 'online' ? null : key;
}

/** Both places known and not the same: one site's events in several cities on one day (DevOpsDays, AFUP Day) are not one. */
function elsewhere(a: string | null, b: string | null): boolean {
  return a !== null && b !== null && a !== b;
}

export function siteOf(normalizedUrl: string): string {
  return normalizedUrl.split('/')[0];
}

export function daysApart(a: string, b: string): number {
  return Math.abs(dayNumber(a) - dayNumber(b));
}

/** Days since 1970-01-01 of a YYYY-MM-DD day. */
function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}

/** A listed conference with what matching compares, worked out once (not once per entry that looks at it). */
class Prepared {
  readonly id: number;
  readonly normalizedUrl: string;
  readonly online: boolean;
  readonly titleKey: string;
  readonly bareKey: string;
  readonly placeKey: string | null;
  readonly site: string;

  constructor(
    k: KnownConference,
    readonly day: number,
  ) {
    const keys = titleKeys(k.title);
    this.id = k.id;
    this.normalizedUrl = k.normalizedUrl;
    this.online = k.online;
    this.titleKey = keys.title;
    this.bareKey = keys.bare;
    this.placeKey = cityKey(k.city, k.location);
    this.site = siteOf(k.normalizedUrl);
  }
}

/**
 * The conferences an entry is matched against, by start day: an entry looks only at the 2 × NEAR_DAYS + 1 days
 * around its own (a batch reads thousands; comparing each entry with all of them cost most of a first sync's time).
 */
export class KnownConferences {
  private readonly byDay = new Map<number, Prepared[]>();

  constructor(list: readonly KnownConference[] = []) {
    for (const k of list) this.add(k);
  }

  add(k: KnownConference): void {
    const day = dayNumber(k.startDay);
    const prepared = new Prepared(k, day);
    const list = this.byDay.get(day);
    if (list) list.push(prepared);
    else this.byDay.set(day, [prepared]);
  }

  /** Those starting within `days` of `day`, as the lists of each day (not copied into one: this runs for every entry). */
  around(day: number, days: number): Prepared[][] {
    const lists: Prepared[][] = [];
    for (let d = day - days; d <= day + days; d++) {
      const list = this.byDay.get(d);
      if (list) lists.push(list);
    }
    return lists;
  }
}

/** The one with the lowest id among those that pass (the oldest listing wins a tie). */
function lowest(lists: Prepared[][], pass: (k: Prepared) => boolean): Prepared | undefined {
  let best: Prepared | undefined;
  for (const list of lists) for (const k of list) if ((!best || k.id < best.id) && pass(k)) best = k;
  return best;
}

/**
 * Same conference: the same normalised URL starting within a day (not in another known city), else the same title (year aside)
 * starting within a day in the same city (or both online). Near miss, for an admin to decide: within
 * NEAR_DAYS the same URL, or the same title or the same title without edition words; or the same site
 * starting within a day, unless both places are known and differ. Anything else is new.
 */
export function matchEntry(entry: EntryFacts, known: KnownConferences | readonly KnownConference[]): MatchResult {
  const { title, bare } = titleKeys(entry.title);
  const city = cityKey(entry.city, entry.location);
  const site = siteOf(entry.normalizedUrl);
  const day = dayNumber(entry.startDay);
  const index = known instanceof KnownConferences ? known : new KnownConferences(known);
  const close = index.around(day, 1);

  // One address for a roadshow's cities: the same address elsewhere is for an admin to decide.
  const byUrl = lowest(close, (k) => k.normalizedUrl === entry.normalizedUrl && !elsewhere(city, k.placeKey));
  if (byUrl) return { kind: 'same', id: byUrl.id, by: 'url' };
  const byTitle = lowest(close, (k) => {
    if (k.titleKey !== title || title === '') return false;
    return city !== null ? k.placeKey === city : entry.online && k.online && k.placeKey === null;
  });
  if (byTitle) return { kind: 'same', id: byTitle.id, by: 'title' };

  const reasons: Array<{ id: number; reason: string }> = [];
  for (const list of index.around(day, NEAR_DAYS)) {
    for (const k of list) {
      const apart = Math.abs(k.day - day);
      if (k.normalizedUrl === entry.normalizedUrl) reasons.push({ id: k.id, reason: `same address, starts ${apart} days apart` });
      else if (title !== '' && k.titleKey === title) reasons.push({ id: k.id, reason: 'same title, another place or dates' });
      else if (bare !== '' && k.bareKey === bare) reasons.push({ id: k.id, reason: 'same title but for edition words' });
      else if (k.site === site && apart <= 1 && !elsewhere(city, k.placeKey)) reasons.push({ id: k.id, reason: 'same site, same days' });
    }
  }
  if (reasons.length === 0) return { kind: 'new' };
  const first = reasons.sort((a, b) => a.id - b.id).slice(0, 10);
  return { kind: 'near', ids: first.map((r) => r.id), reason: first[0].reason };
}
