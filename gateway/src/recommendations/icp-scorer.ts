// why-long: the five rules and the per-ranking indexes they read are one unit; split apart they would pass half-built state between files.
import { CompanyJson, ConferenceCandidate, icpItems } from '@confdir/contracts';
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

/** A past conference of a track record, with what catalog knows of it. */
export interface PastEvent {
  title: string;
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

export interface ScoredConference {
  conference: ConferenceCandidate;
  score: number;
  reasons: string[];
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

function wordsOf(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Phrases of the vocabulary found in a text, matched on whole words. */
function phrasesIn(text: string, phrases: string[]): string[] {
  const padded = ` ${wordsOf(text).join(' ')} `;
  return phrases.filter((p) => padded.includes(paddedPhrase(p)));
}

/** The vocabulary is fixed: each phrase is folded into words once per process. */
const PADDED_PHRASES = new Map<string, string>();
function paddedPhrase(phrase: string): string {
  let padded = PADDED_PHRASES.get(phrase);
  if (padded === undefined) {
    padded = ` ${wordsOf(phrase).join(' ')} `;
    PADDED_PHRASES.set(phrase, padded);
  }
  return padded;
}

/** Title without years, edition numbers and filler: "KubeCon + CloudNativeCon Europe 2027" → kubecon cloudnativecon. */
function seriesWords(words: string[]): Set<string> {
  return new Set(words.filter((w) => !/\d/.test(w) && !STOPWORDS.has(w) && w.length > 1));
}

/** Two titles name the same series when most of their series words are shared. */
function sameSeries(common: number, a: number, b: number): boolean {
  return common / Math.min(a, b) >= 0.6 && common / Math.max(a, b) >= 0.4;
}

/**
 * Past events indexed by their series words, read once per ranking: a candidate meets only the
 * events that share a word with it, instead of re-reading every past title for every candidate
 * (that was 20% of the gateway's CPU per recommendation at ~700 candidates × 300 peer events).
 */
class SeriesIndex<T extends PastEvent> {
  private readonly byWord = new Map<string, number[]>();
  private readonly sizes: number[];

  constructor(private readonly events: T[]) {
    this.sizes = events.map((e, i) => {
      const words = seriesWords(wordsOf(e.title));
      for (const w of words) {
        const list = this.byWord.get(w);
        if (list) list.push(i);
        else this.byWord.set(w, [i]);
      }
      return words.size;
    });
  }

  /** The events of the same series as a title with these series words, in their original order. */
  sameSeriesAs(words: Set<string>): T[] {
    if (!words.size) return [];
    const common = new Map<number, number>();
    for (const w of words) for (const i of this.byWord.get(w) ?? []) common.set(i, (common.get(i) ?? 0) + 1);
    return [...common]
      .filter(([i, n]) => sameSeries(n, words.size, this.sizes[i]))
      .map(([i]) => i)
      .sort((a, b) => a - b)
      .map((i) => this.events[i]);
  }
}

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
  titleWords: string[];
  series: Set<string>;
  country: string | null;
}

/**
 * Features per candidate object, read once: the gateway holds the candidate groups a window shares
 * (IcpCandidates), so the same objects are ranked for many companies. A WeakMap keeps nothing alive:
 * features go when their group does.
 */
const FEATURES = new WeakMap<ConferenceCandidate, ConferenceFeatures>();

export function featuresOf(c: ConferenceCandidate): ConferenceFeatures {
  let features = FEATURES.get(c);
  if (!features) {
    const titleWords = wordsOf(c.title);
    features = { titleWords, series: seriesWords(titleWords), country: countryOf(c.location, c.country) };
    FEATURES.set(c, features);
  }
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
    const hits = new Map<string, number>();
    for (const [type, phrases] of Object.entries(TYPE_KEYWORDS)) {
      const found = phrasesIn(text, phrases);
      if (found.length) {
        hits.set(type, found.length);
        this.typeEvidence.set(type, found);
      }
    }
    const max = Math.max(1, ...hits.values());
    for (const type of new Set([...hits.keys(), ...Object.keys(BROAD_TYPE_FLOOR)])) {
      this.typeWeights.set(type, Math.max(BROAD_TYPE_FLOOR[type] ?? 0, (hits.get(type) ?? 0) / max));
    }
    this.keywords = new Set(wordsOf(text).filter((w) => w.length > 1 && !STOPWORDS.has(w)));
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

interface Part {
  points: number;
  reason?: string;
}

function typeFit(profile: IcpProfile, c: ConferenceCandidate): Part {
  const weight = profile.typeWeights.get(c.type) ?? 0;
  const points = WEIGHTS.type * weight;
  const evidence = profile.typeEvidence.get(c.type);
  if (!evidence || weight < 0.5) return { points };
  return { points, reason: `${c.type} event: your ICP mentions ${evidence.slice(0, 2).join(', ')}` };
}

function wordFit(profile: IcpProfile, c: ConferenceCandidate, titleWords: string[]): Part {
  const words = new Set([...titleWords, ...(c.topics ?? []).flatMap(wordsOf)]);
  const shared = [...words].filter((w) => profile.keywords.has(w) && !STOPWORDS.has(w));
  if (!shared.length) return { points: 0 };
  return { points: Math.min(WEIGHTS.words, shared.length * 7.5), reason: `“${shared.slice(0, 3).join(', ')}” in its title or topics` };
}

function regionFit(profile: IcpProfile, c: ConferenceCandidate, country: string | null): Part {
  const online = c.attendanceMode === 'online';
  const hybrid = c.attendanceMode === 'hybrid';
  if (profile.isGlobal && !profile.countries) return { points: WEIGHTS.region / 2 };
  const region = country ? profile.countries?.get(country) : undefined;
  if (region) return { points: WEIGHTS.region, reason: `${region} matches your regions` };
  if (online || hybrid) return { points: WEIGHTS.region * 0.6, reason: `${online ? 'Online' : 'Hybrid'}: reachable from your regions` };
  if (profile.isGlobal) return { points: WEIGHTS.region / 2 };
  return { points: 0 };
}

function ratingText(ratings: number[]): string {
  return ratings.every((r) => r === ratings[0]) ? `${ratings[0]}/5` : `${Math.min(...ratings)}+/5`;
}

/** `series`: the past events of the same series as the candidate. */
function historyFit(history: PastEvent[], c: ConferenceCandidate, series: PastEvent[]): Part {
  const rated = series.filter((e) => e.rating !== null).map((e) => e.rating as number);
  if (series.length) {
    if (!rated.length) return { points: WEIGHTS.history * 0.5, reason: 'You have been to an earlier edition' };
    const best = Math.max(...rated);
    const points = ((best - 3) / 2) * WEIGHTS.history;
    return { points, reason: `You rated an earlier edition ${best}/5` };
  }
  const sameType = history.filter((e) => e.type === c.type && e.rating !== null);
  const good = sameType.filter((e) => (e.rating as number) >= 4).map((e) => e.rating as number);
  const bad = sameType.filter((e) => (e.rating as number) <= 2).map((e) => e.rating as number);
  if (good.length > bad.length) {
    const n = good.length;
    return { points: Math.min(WEIGHTS.history * 0.6, 4 * n + (good.includes(5) ? 4 : 0)), reason: `${c.type}, like ${n} event${n > 1 ? 's' : ''} you rated ${ratingText(good)}` };
  }
  if (bad.length) return { points: -WEIGHTS.history * 0.3, reason: `You rated ${bad.length > 1 ? `${bad.length} ${c.type} events` : `a ${c.type} event`} ${ratingText(bad)}` };
  return { points: 0 };
}

function peerFit(peers: PeerIndex[], words: Set<string>): Part {
  let weight = 0;
  const names: string[] = [];
  for (const { peer, index } of peers) {
    const liked = index.sameSeriesAs(words).some((e) => e.rating === null || e.rating >= 4);
    if (liked) {
      weight += peer.similarity;
      names.push(peer.name);
    }
  }
  if (!names.length) return { points: 0 };
  const who = names.length === 1 ? names[0] : `${names.length} companies`;
  return { points: Math.min(WEIGHTS.peers, WEIGHTS.peers * 2 * weight), reason: `${who} with a similar ICP rated this event well` };
}

interface PeerIndex {
  peer: PeerSignal;
  index: SeriesIndex<PastEvent>;
}

/** What a ranking reads once: the profile and the past events indexed by series. */
interface Prepared {
  profile: IcpProfile;
  history: PastEvent[];
  historyIndex: SeriesIndex<PastEvent>;
  peers: PeerIndex[];
}

/** Scores one conference; reasons strongest first. */
function scoreConference(p: Prepared, c: ConferenceCandidate): ScoredConference {
  const { titleWords, series, country } = featuresOf(c);
  const parts = [
    typeFit(p.profile, c),
    wordFit(p.profile, c, titleWords),
    regionFit(p.profile, c, country),
    historyFit(p.history, c, p.historyIndex.sameSeriesAs(series)),
    peerFit(p.peers, series),
  ];
  const total = parts.reduce((sum, part) => sum + part.points, 0);
  const reasons = parts
    .filter((part) => part.reason)
    .sort((a, b) => Math.abs(b.points) - Math.abs(a.points))
    .map((part) => part.reason as string);
  return { conference: c, score: Math.max(0, Math.min(100, Math.round(round(total)))), reasons };
}

/** Every candidate scored, best first; equal scores by start date, then id. */
export function rankConferences(input: ScoringInput, candidates: ConferenceCandidate[]): ScoredConference[] {
  const prepared: Prepared = {
    profile: new IcpProfile(input.icp),
    history: input.history,
    historyIndex: new SeriesIndex(input.history),
    peers: input.peers.map((peer) => ({ peer, index: new SeriesIndex(peer.events) })),
  };
  return candidates
    .map((c) => scoreConference(prepared, c))
    .sort(
      (a, b) =>
        b.score - a.score ||
        (a.conference.startDateUTC ?? '9999').localeCompare(b.conference.startDateUTC ?? '9999') ||
        a.conference.id - b.conference.id,
    );
}
