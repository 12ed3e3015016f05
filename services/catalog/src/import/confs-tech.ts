import {
  AttendanceMode,
  CATALOG_LIMITS,
  ConferenceTopic,
  ConferenceType,
  CreateConferenceInput,
  isCalendarDay,
  isWebUrl,
  normalizeBluesky,
  normalizeMastodon,
  normalizeTwitter,
} from '@confdir/contracts';
import { countryCodeOf, languagesOf, topicsOf } from './confs-tech-codes';
import { normalizeUrl } from '../conferences/text';

/**
 * The confs.tech conference-data format (`conferences/<year>/<topic>.json`, each an array of
 * records) mapped to our conferences. Pure: no I/O, so every rule is unit-tested.
 */

/** confs.tech topics → our types. Languages, platforms and web topics are Tech. */
export const TOPIC_TYPES: Record<string, ConferenceType> = {
  data: 'AI',
  devops: 'DevOps',
  sre: 'DevOps',
  networking: 'DevOps',
  security: 'Security',
  identity: 'Security',
  product: 'SaaS',
  general: 'General',
  leadership: 'General',
  'tech-comm': 'General',
  ux: 'General',
  accessibility: 'General',
};
/** Topics not in TOPIC_TYPES (android, api, cpp, css, javascript, ...): all about building software. */
export const DEFAULT_TOPIC_TYPE: ConferenceType = 'Tech';
/** A conference filed under several topics takes the most specific type. */
const TYPE_PRIORITY: ConferenceType[] = ['Security', 'AI', 'DevOps', 'Fintech', 'Bio/Health', 'SaaS', 'Tech', 'General'];

export function typeOfTopics(topics: string[]): ConferenceType {
  const types = topics.map((t) => TOPIC_TYPES[t] ?? DEFAULT_TOPIC_TYPE);
  return TYPE_PRIORITY.find((type) => types.includes(type)) ?? DEFAULT_TOPIC_TYPE;
}

export interface ConfsTechFile {
  /** e.g. `2027/devops.json`, as shown in reports. */
  path: string;
  topic: string;
  content: string;
}

/** One conference to import: its copies under several topics merged. */
export interface ImportCandidate {
  /** Identity across runs: normalised URL and start day. */
  key: string;
  /** Where its first copy was read, for reports: `2027/devops.json #3`. */
  where: string;
  input: CreateConferenceInput & {
    startDate: string;
    endDate: string;
    type: ConferenceType;
    online: boolean;
    attendanceMode: AttendanceMode;
    cfpUrl: string | null;
    cfpEndDate: string | null;
    country: string | null;
    city: string | null;
    languages: string[];
    topics: ConferenceTopic[];
    cocUrl: string | null;
    captions: boolean;
    twitter: string | null;
    mastodon: string | null;
    bluesky: string | null;
  };
  topics: string[];
}

export interface Rejection {
  /** `2024/general.json #12` */
  where: string;
  name: string;
  reason: string;
}

export interface ParsedConfsTech {
  records: number;
  candidates: ImportCandidate[];
  rejected: Rejection[];
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** City and country as one line; 'Online' for an online-only event; null when unknown. */
export function locationOf(city: string | null, country: string | null, online: boolean): string | null {
  const place = [city, country].filter(Boolean).join(', ');
  if (place) return place;
  return online ? 'Online' : null;
}

/** confs.tech's `online` flag on an event with a place means it is also streamed: hybrid. */
export function attendanceModeOf(online: boolean, place: string | null): AttendanceMode {
  if (!online) return 'in-person';
  return place ? 'hybrid' : 'online';
}

const webUrl = (v: unknown): string | null => {
  const url = text(v);
  return url && isWebUrl(url) && url.length <= CATALOG_LIMITS.url ? url : null;
};
const handle = (v: unknown, normalize: (input: string) => string | null): string | null => {
  const value = text(v);
  return value && normalize(value);
};

/** A record → import input, or the reason it cannot be imported. */
export function mapRecord(raw: unknown, topic: string): { candidate: ImportCandidate } | { reason: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { reason: 'not an object' };
  const r = raw as Record<string, unknown>;
  const name = text(r.name);
  if (!name) return { reason: 'name is missing' };
  if (name.length > CATALOG_LIMITS.title) return { reason: `name is longer than ${CATALOG_LIMITS.title} characters` };
  const url = text(r.url);
  if (!url || !isWebUrl(url) || url.length > CATALOG_LIMITS.url) return { reason: `url is not a valid http(s) URL (${JSON.stringify(r.url ?? null)})` };
  if (!isCalendarDay(r.startDate)) return { reason: `startDate is not a date written YYYY-MM-DD (${JSON.stringify(r.startDate ?? null)})` };
  const endDate = r.endDate === undefined || r.endDate === null ? r.startDate : r.endDate;
  if (!isCalendarDay(endDate)) return { reason: `endDate is not a date written YYYY-MM-DD (${JSON.stringify(r.endDate)})` };
  if (endDate < r.startDate) return { reason: `endDate ${endDate} is before startDate ${r.startDate}` };
  const online = r.online === true;
  const location = locationOf(text(r.city), text(r.country), online);
  if (!location) return { reason: 'no city or country and not marked online' };
  if (location.length > CATALOG_LIMITS.location) return { reason: `location is longer than ${CATALOG_LIMITS.location} characters` };
  const city = text(r.city);
  // A link, deadline or account that cannot be read is dropped; the conference itself is still worth listing.
  const details = {
    attendanceMode: attendanceModeOf(online, city ?? text(r.country)),
    cfpUrl: webUrl(r.cfpUrl),
    cfpEndDate: isCalendarDay(r.cfpEndDate) ? r.cfpEndDate : null,
    country: countryCodeOf(text(r.country)),
    city: city && city.length <= 100 ? city : null,
    languages: languagesOf(r.locales),
    topics: topicsOf([topic]),
    cocUrl: webUrl(r.cocUrl),
    captions: r.offersSignLanguageOrCC === true,
    twitter: handle(r.twitter, normalizeTwitter),
    mastodon: handle(r.mastodon, normalizeMastodon),
    bluesky: handle(r.bluesky, normalizeBluesky),
  };
  return {
    candidate: {
      key: `${normalizeUrl(url)}|${r.startDate}`,
      where: '',
      input: { title: name, url, startDate: r.startDate, endDate, location, type: typeOfTopics([topic]), online, ...details },
      topics: [topic],
    },
  };
}

/** What one copy knows and the first did not: the place, the CFP, more languages, being online, inclusion. */
function mergeCopy(seen: ImportCandidate['input'], copy: ImportCandidate['input']): void {
  seen.online ||= copy.online;
  seen.captions ||= copy.captions;
  seen.cocUrl ??= copy.cocUrl;
  seen.twitter ??= copy.twitter;
  seen.mastodon ??= copy.mastodon;
  seen.bluesky ??= copy.bluesky;
  if (seen.location === 'Online' && copy.location !== 'Online') seen.location = copy.location;
  seen.city ??= copy.city;
  seen.country ??= copy.country;
  seen.cfpUrl ??= copy.cfpUrl;
  seen.cfpEndDate ??= copy.cfpEndDate;
  seen.languages = [...new Set([...seen.languages, ...copy.languages])];
  seen.attendanceMode = attendanceModeOf(seen.online, seen.city ?? seen.country);
}

/** Parses every file, rejects what cannot be imported (saying why), merges copies of one conference. */
export function parseConfsTech(files: ConfsTechFile[]): ParsedConfsTech {
  const byKey = new Map<string, ImportCandidate>();
  const rejected: Rejection[] = [];
  let records = 0;
  for (const file of files) {
    let list: unknown;
    try {
      list = JSON.parse(file.content);
    } catch (err) {
      rejected.push({ where: file.path, name: '(whole file)', reason: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` });
      continue;
    }
    if (!Array.isArray(list)) {
      rejected.push({ where: file.path, name: '(whole file)', reason: 'not a JSON array' });
      continue;
    }
    list.forEach((raw, index) => {
      records++;
      const mapped = mapRecord(raw, file.topic);
      if ('reason' in mapped) {
        const name = text((raw as { name?: unknown } | null)?.name) ?? '(no name)';
        rejected.push({ where: `${file.path} #${index + 1}`, name, reason: mapped.reason });
        return;
      }
      const candidate = { ...mapped.candidate, where: `${file.path} #${index + 1}` };
      const seen = byKey.get(candidate.key);
      if (!seen) {
        byKey.set(candidate.key, candidate);
        return;
      }
      if (!seen.topics.includes(file.topic)) seen.topics.push(file.topic);
      seen.input.type = typeOfTopics(seen.topics);
      seen.input.topics = topicsOf(seen.topics);
      mergeCopy(seen.input, candidate.input);
      if (candidate.input.endDate > seen.input.endDate) seen.input.endDate = candidate.input.endDate;
    });
  }
  return { records, candidates: [...byKey.values()], rejected };
}
