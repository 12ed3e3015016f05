import { isCountryCode } from '@confdir/contracts';
import { countryCode } from '../link-import/countries';
import { Gazetteer, GazetteerPlace } from './gazetteer';
import { placeKey } from './place-names';

/** What a writer says about where a conference happens. */
export interface PlaceInput {
  location: string | null;
  /** ISO alpha-2, upper case, when the writer gave one. */
  country: string | null;
  city: string | null;
}

/** The outcome: a city of the gazetteer, or at least the country, or nothing. */
export interface PlaceMatch {
  country: string | null;
  place: GazetteerPlace | null;
}

/** A place must outweigh every other reading of the name this many times to be taken. */
const DOMINANCE = 5;
/** A name that is only an alternate name of a place weighs a fifth of its population ("Freiburg" is Freiberg's too). */
const ALTERNATE_WEIGHT = 0.2;
/** Parts that say where nothing is. */
const NOWHERE = /^(?:online|virtual|remote|worldwide|global|tba|tbd|tbc|to be announced|hybrid|international)$/i;
const HAN_UNIT = /[^都道府県省市区區縣县]+[都道府県省市区區縣县]?/gu;
const HAN_ONLY = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/**
 * "Museum X, Rua Y 9, Curitiba, PR, Brasil" → ["Museum X", "Rua Y", "Curitiba", "PR", "Brasil"]:
 * commas, semicolons, slashes, brackets and spaced dashes separate parts; post codes and house
 * numbers (words with digits) go.
 */
export function locationParts(location: string): string[] {
  return location
    .split(/\s*[,;|/·•()[\]]\s*|\s+[-–—]\s+/)
    .map((part) => part.replace(/\S*\d\S*/g, ' ').replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0 && part.length <= 100 && !NOWHERE.test(part));
}

/** The spellings to look up for one part: itself, and for a Chinese or Japanese address its units ("東京都千代田区" → 東京都, 東京, 千代田区, 千代田). */
function spellings(part: string): string[] {
  if (!HAN_ONLY.test(part)) return [part];
  const units = part.match(HAN_UNIT) ?? [];
  return [part, ...units.flatMap((u) => (u.length > 2 ? [u, u.slice(0, -1)] : [u]))];
}

interface Candidate {
  place: GazetteerPlace;
  /** Parts of the location that named it (none when the city field did). */
  from: Set<number>;
  /** Named by its own name, not only an alternate one. */
  main: boolean;
  /** Other parts that confirm it (its country, its division). */
  support: number;
}

/** A written part with what it says on its own, read once per match. */
interface Part {
  text: string;
  key: string;
  /** The country its text names ("Germany", "UK", "Deutschland"), if any. */
  country: string | null;
  /** Two or three capitals: a country or division code ("DE", "TX", "NSW"). */
  code: boolean;
  /** A code of a country or of a division people abbreviate, so one that must fit. */
  knownCode: boolean;
}

type Reading = 'supports' | 'contradicts' | 'neutral';

/**
 * Where a conference is, from what its writer gave: the city field if any, else the parts of the
 * location, each looked up in the gazetteer, the other parts checked against each reading (a country
 * name, a country or division code, a division's name). It never guesses: a city is taken only when
 * nothing written contradicts it and it outweighs every other reading DOMINANCE times ("Paris" is
 * Paris, France; "Paris, TX" is in Texas; "Cambridge" alone is nothing).
 */
export class PlaceMatcher {
  constructor(private readonly gazetteer: Gazetteer) {}

  match(input: PlaceInput): PlaceMatch {
    const parts = (input.location ? locationParts(input.location) : []).map((text) => this.part(text));
    const named = input.city ? locationParts(input.city) : [];
    let candidates = this.candidates(named, parts, false);
    if (candidates.length === 0) candidates = this.candidates(parts.map((p) => p.text), parts, true);
    if (input.country) candidates = candidates.filter((c) => c.place.country === input.country);
    const place = this.choose(candidates);
    const country = input.country ?? place?.country ?? writtenCountry(parts) ?? sharedCountry(candidates);
    return { country, place };
  }

  private part(text: string): Part {
    const code = /^[A-Z]{2,3}$/.test(text);
    return { text, key: placeKey(text), country: countryCode(text), code, knownCode: code && (isCountryCode(text) || this.gazetteer.isRegionCode(text)) };
  }

  /** Places named by `names` that no part contradicts, with how many other parts support each. */
  private candidates(names: string[], parts: Part[], namesAreParts: boolean): Candidate[] {
    const found = new Map<number, Candidate>();
    names.forEach((name, i) => {
      const country = namesAreParts ? parts[i].country : countryCode(name);
      for (const spelling of spellings(name)) {
        for (const { id, main } of this.gazetteer.named(spelling)) {
          const place = this.gazetteer.place(id);
          // A country's name names a city only as the city's own name, in that country or in one another part
          // names: "Singapore", "Luxembourg", "Salvador, Brazil" (Salvador is El Salvador in some languages), not "Mexico".
          if (country && !(main && (place.country === country || parts.some((p) => p.country === place.country)))) continue;
          const candidate = found.get(id) ?? { place, from: new Set<number>(), main: false, support: 0 };
          if (namesAreParts) candidate.from.add(i);
          candidate.main ||= main;
          found.set(id, candidate);
        }
      }
    });
    return [...found.values()].filter((c) => {
      const readings = parts.filter((_, j) => !c.from.has(j)).map((part) => this.read(part, c.place));
      c.support = readings.filter((r) => r === 'supports').length;
      return !readings.includes('contradicts');
    });
  }

  /** What one written part says about a candidate place. */
  private read(part: Part, place: GazetteerPlace): Reading {
    if (this.gazetteer.isRegionOf(place, part.key)) return 'supports';
    if (part.code && part.text === place.country) return 'supports';
    if (part.country) return part.country === place.country ? 'supports' : 'contradicts';
    return part.knownCode ? 'contradicts' : 'neutral';
  }

  /** The best supported candidate, if it outweighs all others equally supported DOMINANCE times; null otherwise. */
  private choose(candidates: Candidate[]): GazetteerPlace | null {
    if (candidates.length === 0) return null;
    const best = Math.max(...candidates.map((c) => c.support));
    const weighed = candidates
      .filter((c) => c.support === best)
      .map((c) => ({ place: c.place, weight: Math.max(c.place.population, 1) * (c.main ? 1 : ALTERNATE_WEIGHT) }))
      .sort((a, b) => b.weight - a.weight);
    if (weighed.length > 1 && weighed[0].weight < DOMINANCE * weighed[1].weight) return null;
    return weighed[0].place;
  }
}

/** The one country the location names outright ("…, Germany", "…, UK"), if it names exactly one. */
function writtenCountry(parts: Part[]): string | null {
  const codes = new Set(parts.map((p) => p.country).filter((c): c is string => c !== null));
  return codes.size === 1 ? [...codes][0] : null;
}

/** The country every remaining reading is in ("Brühl, Germany" may be either Brühl, both in Germany). */
function sharedCountry(candidates: Candidate[]): string | null {
  const countries = new Set(candidates.map((c) => c.place.country));
  return countries.size === 1 ? [...countries][0] : null;
}
