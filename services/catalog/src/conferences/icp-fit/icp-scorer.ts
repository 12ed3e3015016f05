// why-long: the five rules and the per-ranking indexes they read are one unit; split apart they would pass half-built state between files.
import { CompanyJson, icpItems, RecommendedConference } from '@confdir/contracts';
import {
  BROAD_TYPE_FLOOR,
  COUNTRY_ALIASES,
  GLOBAL_REGIONS,
  REGION_COUNTRIES,
  STOPWORDS,
  TYPE_KEYWORDS,
  US_STATES,
} from './icp-vocabulary';

/**
 * ICP fit, as a sum of plain rules (the weights are the maxima; docs/decisions.md lists them):
 *   type fit 35 · words of the title and topics 15 · region 20 · own track record 20 · similar companies 10.
 * Same inputs, same scores and reasons: no randomness, no clock, ties broken by date then id.
 */
export const WEIGHTS = { type: 35, words: 15, region: 20, history: 20, peers: 10 } as const;

export type IcpText = Pick<CompanyJson, 'icpSummary' | 'targetIndustries' | 'targetTitles' | 'targetCompanySizes' | 'targetRegions' | 'targetNotes'>;

/** An upcoming conference the ranking scores: what a recommendation shows, and where it is when known apart from its location. */
export interface ConferenceCandidate extends RecommendedConference {
  country?: string | null;
  topics?: string[] | null;
}

/** A past conference of a track record, with what catalog knows of it. */
export interface PastEvent {
  title: string;
  /** The title's series words when already read (titleSeries); read from the title otherwise. */
  series?: ReadonlySet<string>;
  type: string | null;
  rating: number | null;
  role: string;
}

export interface PeerSignal {
  name: string;
  /** 0..1. */
  similarity: number;
  events: PastEvent[];
}

export interface ScoringInput {
  icp: IcpText;
  history: PastEvent[];
  peers: PeerSignal[];
}

export interface ScoredConference extends RankedConference {
  reasons: string[];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Phrases of the vocabulary found in a text already read into its words and ` word word `, matched on
 * whole words. A phrase whose first word the text lacks cannot match: the set answers that before the
 * substring search would.
 */
function phrasesIn(words: Set<string>, padded: string, phrases: string[]): string[] {
  return phrases.filter((p) => {
    const phrase = foldedPhrase(p);
    return words.has(phrase.first) && padded.includes(phrase.padded);
  });
}

/** The vocabulary is fixed: each phrase is folded into words once per process. */
const FOLDED_PHRASES = new Map<string, { first: string; padded: string }>();
function foldedPhrase(phrase: string): { first: string; padded: string } {
  let folded = FOLDED_PHRASES.get(phrase);
  if (folded === undefined) {
    const words = wordsOf(phrase);
    folded = { first: words[0] ?? '', padded: ` ${words.join(' ')} ` };
    FOLDED_PHRASES.set(phrase, folded);
  }
  return folded;
}

/** Title without years, edition numbers and filler: "KubeCon + CloudNativeCon Europe 2027" → kubecon cloudnativecon. */
function seriesWords(words: string[]): Set<string> {
  return new Set(words.filter((w) => !/\d/.test(w) && !STOPWORDS.has(w) && w.length > 1));
}

/**
 * Series words by past title, across rankings: a ranking indexes ~350 past titles (its own and six
 * peers' track records), mostly the same few thousand conferences. Read-only once made; at most this
 * many titles (~0.2 KB each), started over when full.
 */
const SERIES_BY_TITLE = new Map<string, Set<string>>();
const SERIES_BY_TITLE_MAX = 20_000;

export function titleSeries(title: string): Set<string> {
  let words = SERIES_BY_TITLE.get(title);
  if (!words) {
    words = seriesWords(wordsOf(title));
    if (SERIES_BY_TITLE.size >= SERIES_BY_TITLE_MAX) SERIES_BY_TITLE.clear();
    SERIES_BY_TITLE.set(title, words);
  }
  return words;
}

/** Two titles name the same series when most of their series words are shared. */
function sameSeries(common: number, a: number, b: number): boolean {
  return common / Math.min(a, b) >= 0.6 && common / Math.max(a, b) >= 0.4;
}

/**
 * The past events of a ranking's track records (the company's own first, then each peer's), indexed
 * by their series words once: a candidate meets only the events that share a word with it, with one
 * lookup per word for all the track records together (re-reading every past title for every candidate
 * was 20% of the gateway's CPU per recommendation; one index per track record, 7 lookups per word).
 */
class SeriesIndex {
  private readonly byWord = new Map<string, number[]>();
  private readonly events: PastEvent[] = [];
  /** Per event: its track record's position in `records`, and its series words. */
  private readonly owners: number[] = [];
  private readonly words: ReadonlySet<string>[] = [];

  private readonly records: number;
  /** Per event, the series words it shares with the title being looked up; all 0 between lookups. */
  private readonly common: Uint16Array;
  /** Scratch of one lookup: the events met, each once. */
  private readonly touched: Uint32Array;
  /** Scratch of one lookup: the title's words and their events, rarest word first. */
  private readonly lookupWords: string[] = [];
  private readonly lookupLists: (number[] | undefined)[] = [];

  constructor(records: PastEvent[][]) {
    this.records = records.length;
    records.forEach((events, owner) => {
      for (const e of events) this.add(e, owner);
    });
    this.common = new Uint16Array(this.events.length);
    this.touched = new Uint32Array(this.events.length);
  }

  /**
   * Per track record, its events of the same series as a title with these series words (a record
   * with none has no entry); null when there are none at all (most candidates: answered without
   * allocating). In no particular order: the rules read the best rating and whether any was liked.
   *
   * Same series needs at least `need` shared words (sameSeries: 0.4 of the larger title, so of this
   * one), so an event of the same series has one of this title's `words - need + 1` rarest words: only
   * their events are walked, and the common words ("conference", "summit": events by the hundred) are
   * only checked against the events found (prefix filtering, as in set-similarity joins).
   */
  sameSeriesAs(words: Set<string>): (PastEvent[] | undefined)[] | null {
    const size = words.size;
    if (!size) return null;
    const lookupWords = this.lookupWords;
    const lists = this.lookupLists;
    let n = 0;
    for (const w of words) {
      const list = this.byWord.get(w);
      // Rarest first: an insertion sort of a handful of words.
      let k = n++;
      for (; k > 0 && (lists[k - 1]?.length ?? 0) > (list?.length ?? 0); k--) {
        lookupWords[k] = lookupWords[k - 1];
        lists[k] = lists[k - 1];
      }
      lookupWords[k] = w;
      lists[k] = list;
    }
    const need = Math.max(1, Math.ceil(0.4 * size - 1e-9));
    const walked = size - need + 1;
    const touched = this.touched;
    let met = 0;
    for (let k = 0; k < walked; k++) {
      const list = lists[k];
      if (list) for (const i of list) if (this.common[i]++ === 0) touched[met++] = i;
    }
    let byRecord: (PastEvent[] | undefined)[] | null = null;
    for (let t = 0; t < met; t++) {
      const i = touched[t];
      let common = this.common[i];
      for (let k = walked; k < size; k++) if (lists[k] && this.words[i].has(lookupWords[k])) common++;
      if (sameSeries(common, size, this.words[i].size)) {
        byRecord ??= new Array<PastEvent[] | undefined>(this.records);
        (byRecord[this.owners[i]] ??= []).push(this.events[i]);
      }
      this.common[i] = 0;
    }
    return byRecord;
  }

  private add(e: PastEvent, owner: number): void {
    const i = this.events.push(e) - 1;
    const words = e.series ?? titleSeries(e.title);
    for (const w of words) {
      const list = this.byWord.get(w);
      if (list) list.push(i);
      else this.byWord.set(w, [i]);
    }
    this.owners.push(owner);
    this.words.push(words);
  }
}

const NO_EVENTS: PastEvent[] = [];

/** The country a location names, folded: "Austin, TX, USA" → united states. */
export function countryOf(location: string | null | undefined, country?: string | null): string | null {
  const raw = fold((country ?? location ?? '').trim());
  if (!raw) return null;
  const parts = raw.split(',').map((p) => p.trim()).filter(Boolean);
  for (const part of parts.reverse()) {
    if (COUNTRY_ALIASES[part]) return COUNTRY_ALIASES[part];
    if (US_STATES.has(part)) return 'united states';
    if (part.length > 2 || country) return part;
  }
  return null;
}

/** What the rules read of a conference's own fields. */
interface ConferenceFeatures {
  /** Folded words of the title and topics, each once, in order, without filler: what wordFit compares. */
  words: string[];
  series: Set<string>;
  country: string | null;
  /** The fields they were read from (a conference id met again with other fields is read again). */
  source: Pick<ConferenceCandidate, 'title' | 'location' | 'country' | 'topics'>;
}

/**
 * Features per candidate object, read once and kept on the object under a symbol: catalog keeps the
 * candidate groups of a window for 30 s (IcpCandidates), so the same objects are ranked for many
 * companies, and a property read is the cheapest lookup there is (a WeakMap lookup and the WeakMap's
 * upkeep were 8% of the CPU per recommendation). A symbol never reaches JSON, and the features go
 * with their object.
 */
const FEATURES = Symbol('icp features');
type WithFeatures = ConferenceCandidate & { [FEATURES]?: ConferenceFeatures };
/**
 * A window read again (every 30 s) and the per-type groups bring new objects for conferences an earlier
 * ranking read already: features by id, checked against the fields, spare reading them again.
 * Bounded: at most this many ids (~0.3 KB each), started over when full.
 */
const FEATURES_BY_ID = new Map<number, ConferenceFeatures>();
const FEATURES_BY_ID_MAX = 20_000;

function sameTopics(a: string[] | null | undefined, b: string[] | null | undefined): boolean {
  if (!a || !b) return (a ?? null) === (b ?? null);
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

function readFeatures(c: ConferenceCandidate): ConferenceFeatures {
  const titleWords = wordsOf(c.title);
  const words = [...new Set([...titleWords, ...(c.topics ?? []).flatMap(wordsOf)])].filter((w) => !STOPWORDS.has(w));
  const source = { title: c.title, location: c.location, country: c.country, topics: c.topics };
  return { words, series: seriesWords(titleWords), country: countryOf(c.location, c.country), source };
}

export function featuresOf(c: ConferenceCandidate): ConferenceFeatures {
  const held = (c as WithFeatures)[FEATURES];
  if (held) return held;
  let features = FEATURES_BY_ID.get(c.id);
  const s = features?.source;
  if (!features || !s || s.title !== c.title || s.location !== c.location || s.country !== c.country || !sameTopics(s.topics, c.topics)) {
    features = readFeatures(c);
    if (FEATURES_BY_ID.size >= FEATURES_BY_ID_MAX) FEATURES_BY_ID.clear();
    FEATURES_BY_ID.set(c.id, features);
  }
  Object.defineProperty(c, FEATURES, { value: features });
  return features;
}

/** A company's ICP, read once into what the rules compare. */
export class IcpProfile {
  /** Conference type → 0..1, how strongly the ICP's words point at it. */
  readonly typeWeights = new Map<string, number>();
  readonly typeEvidence = new Map<string, string[]>();
  /** Folded words of the ICP that say something (industries, notes, summary, titles). */
  readonly keywords: Set<string>;
  /** Countries of targetRegions; null when the company names no region or a global one. */
  readonly countries: Map<string, string> | null;
  readonly isGlobal: boolean;

  constructor(icp: IcpText) {
    const text = [icp.targetIndustries, icp.targetTitles, icp.targetNotes, icp.icpSummary].filter(Boolean).join(' , ');
    const textWords = wordsOf(text);
    const padded = ` ${textWords.join(' ')} `;
    const textWordSet = new Set(textWords);
    const hits = new Map<string, number>();
    for (const [type, phrases] of Object.entries(TYPE_KEYWORDS)) {
      const found = phrasesIn(textWordSet, padded, phrases);
      if (found.length) {
        hits.set(type, found.length);
        this.typeEvidence.set(type, found);
      }
    }
    const max = Math.max(1, ...hits.values());
    for (const type of new Set([...hits.keys(), ...Object.keys(BROAD_TYPE_FLOOR)])) {
      this.typeWeights.set(type, Math.max(BROAD_TYPE_FLOOR[type] ?? 0, (hits.get(type) ?? 0) / max));
    }
    this.keywords = new Set(textWords.filter((w) => w.length > 1 && !STOPWORDS.has(w)));
    const regions = icpItems(icp.targetRegions);
    this.isGlobal = regions.length === 0 || regions.some((r) => GLOBAL_REGIONS.has(r));
    const countries = new Map<string, string>();
    for (const region of regions) {
      for (const c of REGION_COUNTRIES[region] ?? [region]) if (!countries.has(c)) countries.set(c, label(region));
    }
    this.countries = countries.size ? countries : null;
  }

  /** Types to ask catalog for: those the ICP points at, strongest first. */
  wantedTypes(): string[] {
    return [...this.typeWeights.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([t]) => t);
  }
}

function label(region: string): string {
  return region.length <= 4 ? region.toUpperCase() : region.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** A sum of points as a score: a whole number from 0 to 100. */
function clamped(total: number): number {
  return Math.max(0, Math.min(100, Math.round(round(total))));
}

/**
 * The reasons a rule gives, with its points (they order the reasons). Rules write them only when asked:
 * a ranking scores ~600 candidates and returns ten, so the strings are built for the rows returned.
 */
type Why = { points: number; text: string }[] | undefined;

function typeFit(profile: IcpProfile, c: ConferenceCandidate, why: Why): number {
  const weight = profile.typeWeights.get(c.type) ?? 0;
  const points = WEIGHTS.type * weight;
  const evidence = why && weight >= 0.5 ? profile.typeEvidence.get(c.type) : undefined;
  if (evidence) why?.push({ points, text: `${c.type} event: your ICP mentions ${evidence.slice(0, 2).join(', ')}` });
  return points;
}

/** `words`: the candidate's title and topic words without filler (featuresOf). */
function wordFit(profile: IcpProfile, words: string[], why: Why): number {
  let shared = 0;
  for (const w of words) if (profile.keywords.has(w)) shared++;
  if (!shared) return 0;
  const points = Math.min(WEIGHTS.words, shared * 7.5);
  why?.push({ points, text: `“${words.filter((w) => profile.keywords.has(w)).slice(0, 3).join(', ')}” in its title or topics` });
  return points;
}

function regionFit(profile: IcpProfile, c: ConferenceCandidate, country: string | null, why: Why): number {
  const online = c.attendanceMode === 'online';
  const hybrid = c.attendanceMode === 'hybrid';
  if (profile.isGlobal && !profile.countries) return WEIGHTS.region / 2;
  const region = country ? profile.countries?.get(country) : undefined;
  if (region) {
    why?.push({ points: WEIGHTS.region, text: `${region} matches your regions` });
    return WEIGHTS.region;
  }
  if (online || hybrid) {
    why?.push({ points: WEIGHTS.region * 0.6, text: `${online ? 'Online' : 'Hybrid'}: reachable from your regions` });
    return WEIGHTS.region * 0.6;
  }
  return profile.isGlobal ? WEIGHTS.region / 2 : 0;
}

function ratingText(ratings: number[]): string {
  return ratings.every((r) => r === ratings[0]) ? `${ratings[0]}/5` : `${Math.min(...ratings)}+/5`;
}

/** Ratings 4–5 and 1–2 of a track record's events, by conference type. */
interface TypeRatings {
  good: number[];
  bad: number[];
}

function ratingsByType(history: PastEvent[]): Map<string | null, TypeRatings> {
  const byType = new Map<string | null, TypeRatings>();
  for (const e of history) {
    if (e.rating === null) continue;
    const ratings = byType.get(e.type) ?? { good: [], bad: [] };
    if (e.rating >= 4) ratings.good.push(e.rating);
    else if (e.rating <= 2) ratings.bad.push(e.rating);
    byType.set(e.type, ratings);
  }
  return byType;
}

const NO_RATINGS: TypeRatings = { good: [], bad: [] };

/** `series`: the past events of the same series as the candidate; `byType`: the track record's ratings by type. */
function historyFit(byType: Map<string | null, TypeRatings>, c: ConferenceCandidate, series: PastEvent[], why: Why): number {
  if (series.length) {
    const rated = series.filter((e) => e.rating !== null).map((e) => e.rating as number);
    if (!rated.length) {
      why?.push({ points: WEIGHTS.history * 0.5, text: 'You have been to an earlier edition' });
      return WEIGHTS.history * 0.5;
    }
    const best = Math.max(...rated);
    const points = ((best - 3) / 2) * WEIGHTS.history;
    why?.push({ points, text: `You rated an earlier edition ${best}/5` });
    return points;
  }
  const { good, bad } = byType.get(c.type) ?? NO_RATINGS;
  if (good.length > bad.length) {
    const n = good.length;
    const points = Math.min(WEIGHTS.history * 0.6, 4 * n + (good.includes(5) ? 4 : 0));
    why?.push({ points, text: `${c.type}, like ${n} event${n > 1 ? 's' : ''} you rated ${ratingText(good)}` });
    return points;
  }
  if (!bad.length) return 0;
  const points = -WEIGHTS.history * 0.3;
  why?.push({ points, text: `You rated ${bad.length > 1 ? `${bad.length} ${c.type} events` : `a ${c.type} event`} ${ratingText(bad)}` });
  return points;
}

/** `series`: per track record (the company's own, then each peer's), its events of the candidate's series. */
function peerFit(peers: PeerSignal[], series: (PastEvent[] | undefined)[] | null, why: Why): number {
  if (!series) return 0;
  let weight = 0;
  let first: string | undefined;
  let count = 0;
  peers.forEach((peer, k) => {
    if (series[k + 1]?.some((e) => e.rating === null || e.rating >= 4)) {
      weight += peer.similarity;
      first ??= peer.name;
      count++;
    }
  });
  if (!count) return 0;
  const points = Math.min(WEIGHTS.peers, WEIGHTS.peers * 2 * weight);
  why?.push({ points, text: `${count === 1 ? first : `${count} companies`} with a similar ICP rated this event well` });
  return points;
}

/** A ranked conference; its reasons come from IcpRanking.explain, for the rows an answer returns. */
export interface RankedConference {
  conference: ConferenceCandidate;
  score: number;
}

/** Higher score first, then the earlier start, then the lower id. Start dates are ISO strings of one format: compared as strings, they compare as dates. */
function compare(scoreA: number, a: ConferenceCandidate, scoreB: number, b: ConferenceCandidate): number {
  if (scoreA !== scoreB) return scoreB - scoreA;
  const da = a.startDateUTC ?? '9999';
  const db = b.startDateUTC ?? '9999';
  if (da !== db) return da < db ? -1 : 1;
  return a.id - b.id;
}

function byScoreThenDate(a: RankedConference, b: RankedConference): number {
  return compare(a.score, a.conference, b.score, b.conference);
}

/** Pages reaching deeper than this many rows sort every candidate instead of keeping the best in order. */
const TOP_BY_INSERTION = 64;

/**
 * One company's ranking: its profile and the past events of its track record and its peers, indexed
 * once by series and by type. rank() scores candidates; explain() writes the reasons of one of them.
 */
export class IcpRanking {
  private readonly historyByType: Map<string | null, TypeRatings>;
  /** The company's own track record, then each peer's. */
  private readonly series: SeriesIndex;
  private readonly peers: PeerSignal[];

  /** `profile`: input.icp's, when already read. */
  constructor(
    input: ScoringInput,
    private readonly profile = new IcpProfile(input.icp),
  ) {
    this.historyByType = ratingsByType(input.history);
    this.series = new SeriesIndex([input.history, ...input.peers.map((peer) => peer.events)]);
    this.peers = input.peers;
  }

  /** Every candidate scored, best first; equal scores by start date, then id. */
  rank(candidates: ConferenceCandidate[]): RankedConference[] {
    return candidates.map((c) => ({ conference: c, score: this.score(c, undefined) })).sort(byScoreThenDate);
  }

  /**
   * The first `count` of rank(): a page needs the best ten of ~600, and keeping only those in order
   * spares sorting (and allocating a row for) every candidate. Deep pages sort them all.
   */
  top(candidates: ConferenceCandidate[], count: number): RankedConference[] {
    if (count > TOP_BY_INSERTION) return this.rank(candidates).slice(0, count);
    const best: RankedConference[] = [];
    if (count <= 0) return best;
    for (const c of candidates) {
      const last = best[best.length - 1];
      const fit = this.fit(c, undefined);
      // Once the page is full, a candidate that could not reach its last row's score even with the
      // track-record rules at their maxima cannot enter: its same-series lookup (the costly part) is skipped.
      // Sums, rounding and clamping are monotonic, so this bound holds to the last bit.
      if (best.length === count && clamped(fit + WEIGHTS.history + WEIGHTS.peers) < last.score) continue;
      const score = this.withRecords(c, fit, undefined);
      if (best.length === count && compare(score, c, last.score, last.conference) > 0) continue;
      let at = best.length;
      while (at > 0 && compare(score, c, best[at - 1].score, best[at - 1].conference) < 0) at--;
      const row = { conference: c, score };
      best.splice(at, 0, row);
      if (best.length > count) best.pop();
    }
    return best;
  }

  /** A ranked conference with its reasons, strongest first. */
  explain({ conference, score }: RankedConference): ScoredConference {
    const why: NonNullable<Why> = [];
    this.score(conference, why);
    return { conference, score, reasons: why.sort((a, b) => Math.abs(b.points) - Math.abs(a.points)).map((r) => r.text) };
  }

  /** The rules' points summed in one fixed order, so a score never depends on whether reasons were asked for. */
  private score(c: ConferenceCandidate, why: Why): number {
    return this.withRecords(c, this.fit(c, why), why);
  }

  /** The points of the rules that read only the conference and the ICP: type, words, region. */
  private fit(c: ConferenceCandidate, why: Why): number {
    const { words, country } = featuresOf(c);
    let total = 0;
    total += typeFit(this.profile, c, why);
    total += wordFit(this.profile, words, why);
    total += regionFit(this.profile, c, country, why);
    return total;
  }

  /** The score: `fit` plus the track-record rules (own, then similar companies'), as a whole number from 0 to 100. */
  private withRecords(c: ConferenceCandidate, fit: number, why: Why): number {
    const same = this.series.sameSeriesAs(featuresOf(c).series);
    let total = fit;
    total += historyFit(this.historyByType, c, same?.[0] ?? NO_EVENTS, why);
    total += peerFit(this.peers, same, why);
    return clamped(total);
  }
}

/** Every candidate scored and explained, best first: for small pools (the labelled set, the specs). */
export function rankConferences(input: ScoringInput, candidates: ConferenceCandidate[]): ScoredConference[] {
  const ranking = new IcpRanking(input);
  return ranking.rank(candidates).map((row) => ranking.explain(row));
}
