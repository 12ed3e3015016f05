import { firstKnownCity, isCountry, isKnownCity } from './countries';
import { monthNumber } from './date-words';
import { addressLine, looksLikeVenue } from './places';

/**
 * Sentences that say where the event is, in the corpus' ten languages: "held at the X in Y",
 * "aura lieu à X", "dans les locaux de X", "se realizará en el X", "acontecerá no X", "X vai sediar",
 * "findet im X statt", "se koná v X", "пройдёт в X", "会場は X", "在 X 舉行", "X にて開催", "X에서 개최".
 * What follows a marker is a venue when the marker says so ("at", "im", "no", "dans les locaux de")
 * or the name has a building word; a city only when the gazetteer or ICU knows it. Never a guess.
 */

/** A run of capitalised words, allowing "of", "de", "the"… between them: "City University of Hong Kong". */
const WORD = String.raw`\p{Lu}(?:[\p{L}\p{M}\p{N}'’&-]|\.(?=\p{L}))*`;
const SP = String.raw`[^\S\n]+`;
export const NAME = String.raw`${WORD}(?:${SP}(?:(?:of|de|des|du|del|della|da|das|do|dos|di|la|le|the|and|y|a|für|der|van|von)${SP})*${WORD})*`;
/** Han, kana or Hangul up to punctuation or a space. */
const CJK_NAME = String.raw`[^\s，。、,；;：:「」()（）]{2,30}?`;

/** Marker words in either case at the start of a word ("Hosted at", "hosted at"): names after them must stay capitalised. */
function anyCase(words: string): string {
  return words.replace(/\p{L}/gu, (c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c.toLowerCase()}${c.toUpperCase()}]`));
}

/**
 * `venue`: what follows names the building unless it is a known city (then it is the location);
 * `either`: a building when it has a building word, a city when it is a known one, else nothing.
 */
type Slot = 'venue' | 'either';
interface Marker {
  /** Words the text must hold for the marker to be tried at all: matching is costly, a plain search is not. */
  hint: RegExp;
  re: RegExp;
  slot: Slot;
}

const GAP = String.raw`[^.!?\n]{0,40}?`;
/** The city after the name ("… in Helsinki", "…, à Lyon"), or an address in brackets ("(Theaterstraße 3, 09111 Chemnitz)"). */
const AFTER_PLACE = String.raw`(?:(?:,\s*(?:in\s+|en\s+|em\s+|à\s+)?|\s+(?:in|en|em|à|in der|v|в)\s+)(${NAME}(?:,\s*${NAME})?)|\s*\(([^()\n]{3,80})\))?`;
const latin = (verbs: string, venuePreps: string | null, eitherPreps: string | null): Marker[] => {
  const marker = (preps: string, slot: Slot) => ({ hint: new RegExp(verbs, 'i'), re: new RegExp(String.raw`(?<!\p{L})(?:${anyCase(verbs)})(?!\p{L})${GAP}\s(?:${preps})\s*(${NAME})${AFTER_PLACE}`, 'gu'), slot });
  return [...(venuePreps ? [marker(venuePreps, 'venue')] : []), ...(eitherPreps ? [marker(eitherPreps, 'either')] : [])];
};

const MARKERS: Marker[] = [
  // English
  ...latin('held|hosted|taking place|takes place|take place|happening|located', String.raw`at\s+(?:the\s+)?`, String.raw`in\s+(?:the\s+)?`),
  // "coming February 2020 at the Alohilani Resort", but "see you at JSConf" names no place.
  ...latin('coming|join us|see you|meet us', null, String.raw`at\s+(?:the\s+)?`),
  // French: "aura lieu à la Cité des sciences", "dans les locaux de l'EPITA"
  ...latin('aura lieu|a lieu|se déroulera|se déroule|se tiendra|se tient|accueilli|accueillie', String.raw`au|à\s+la|à\s+l['’]|aux|dans\s+l['’]|dans\s+le|dans\s+la`, 'à|dans'),
  { hint: /dans les locaux/i, re: new RegExp(String.raw`(?<!\p{L})${anyCase('dans les locaux')}\s+(?:de\s+(?:l['’]\s*|la\s+)?|d['’]\s*)(${NAME})`, 'gu'), slot: 'venue' },
  // Spanish: "se realizará en el Centro Cultural", "en las instalaciones de"
  ...latin('se realizará|se realizara|se llevará a cabo|se llevara a cabo|tendrá lugar|tendra lugar|se celebrará|se celebrara|será|sera', String.raw`en\s+el|en\s+la|en\s+los|en\s+las|en\s+las\s+instalaciones\s+de(?:l)?`, 'en'),
  // Portuguese: "será realizado no Holiday Inn", "acontecerá em Natal", "o X vai sediar"
  ...latin('será realizado|será realizada|sera realizado|sera realizada|acontecerá|acontecera|acontece|vai acontecer|ocorrerá|ocorrera|realiza-se|será|sera', String.raw`no|na|nos|nas|nas\s+instalações\s+d[oa]`, 'em'),
  { hint: /sediar|receber/i, re: new RegExp(String.raw`(?<!\p{L})(?:[oa]\s+)?(${NAME})\s+(?:vai sediar|sediará|sediara|vai receber|receberá|recebera)(?!\p{L})`, 'gu'), slot: 'venue' },
  // German: "findet im Coworking-Space X (…) statt"
  { hint: /findet/i, re: new RegExp(String.raw`(?<!\p{L})${anyCase('findet')}${GAP}\s(?:im|in\s+der|in\s+den|am|an\s+der|auf\s+dem|in\s+dem)\s+(${NAME})${AFTER_PLACE}[^.!?\n]{0,80}?\sstatt(?!\p{L})`, 'gu'), slot: 'venue' },
  { hint: /findet/i, re: new RegExp(String.raw`(?<!\p{L})${anyCase('findet')}${GAP}\s(?:in)\s+(${NAME})[^.!?\n]{0,80}?\sstatt(?!\p{L})`, 'gu'), slot: 'either' },
  // Czech and Russian: the name after the preposition is inflected, so only a building word makes it a venue.
  ...latin('se koná|se bude konat|proběhne|se uskuteční|пройдет|пройдёт|состоится|проходит|будет проходить', null, 'v|ve|na|в|во|на'),
  // Japanese, Chinese, Korean: the name sits before or after the marker without spaces.
  { hint: /会場は/, re: new RegExp(String.raw`会場は\s*(${CJK_NAME})\s*(?:です|で|にて|に|。|、)`, 'gu'), slot: 'venue' },
  { hint: /舉行|举行|舉辦|举办/, re: new RegExp(String.raw`(?:在|假)\s*(${CJK_NAME})\s*(?:舉行|举行|舉辦|举办)`, 'gu'), slot: 'either' },
  // "本イベントは大雪クリスタルホールにて開催": the place comes after the topic particle.
  { hint: /開催/, re: new RegExp(String.raw`(?:[^\s，。、,]{0,20}?[はがを])?(${CJK_NAME})\s*(?:にて|で)開催`, 'gu'), slot: 'either' },
  // Korean writes spaces between words: up to three, less a leading topic ("행사는 코엑스 컨벤션센터에서").
  { hint: /에서/, re: new RegExp(String.raw`(?:[^\s]{1,12}[는은]\s+)?((?:[^\s，。、,；;：:]{1,20}\s){0,2}?[^\s，。、,；;：:]{1,20})에서\s*(?:개최|열립니다|열린다|열려요|진행)`, 'gu'), slot: 'either' },
];

/** "Workshops are hosted at SAP Dresden", "the party takes place at…": a side event's place is not the conference's. */
const SIDE_EVENTS = ['workshops?', 'meetups?', 'party', 'dinner', 'sprints?', 'hackathon', 'tutorials?', 'training', 'community day', 'pre-?conference', 'apéro', 'jantar', 'cena', 'abendessen', '懇親会', '懇親會', 'パーティ', '晚宴', '뒤풀이'];

/** Side-event words, less those the page uses for itself ("Der Hackathon in Chemnitz…"); null when none is left. */
export function sideEvents(self: string): RegExp | null {
  const words = SIDE_EVENTS.filter((w) => !new RegExp(`(?<!\\p{L})${w}`, 'iu').test(self));
  return words.length ? new RegExp(words.join('|'), 'i') : null;
}
/** "Last year it was held at…", "em 2017 aconteceu no…": another edition's place. */
const PAST = /\b(?:was|were|last year|previous|l'an dernier|l'année dernière|el año pasado|ano passado|letztes jahr|vergangenes jahr|loni|в прошлом году)\b|昨年|去年|작년/i;
const YEARS = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;
/** Not a place: "held in English", "taking place in November", "held in person". */
const NOT_A_PLACE = /^(?:english|spanish|portuguese|french|german|chinese|japanese|korean|russian|italian|person|public|private|total|parallel|the|a|an|our|this|every|each)$/i;

export interface MarkedPlace {
  venue: string | null;
  location: string | null;
  /** The sentence names a building and a known city or country together, for this edition: shown with high confidence. */
  sure: boolean;
}

function tidy(name: string | undefined): string | null {
  const s = name?.replace(/[.,;:]+$/, '').trim();
  return s || null;
}

function isKnownPlace(name: string): boolean {
  const first = name.split(/\s*,\s*/)[0];
  return isKnownCity(first) || isCountry(first);
}

function usable(name: string | null): name is string {
  return !!name && !NOT_A_PLACE.test(name) && !monthNumber(name.split(/\s/)[0]) && !/^\d/.test(name);
}

/** Where the sentence around a match starts and ends: the last full stop or line break before it, the next after it. */
function sentenceAt(text: string, index: number, end: number): { start: number; end: number } {
  const start = Math.max(text.lastIndexOf('\n', index), ...['. ', '! ', '? ', '。'].map((p) => text.lastIndexOf(p, index))) + 1;
  const stops = [text.indexOf('\n', end), text.indexOf('. ', end)].filter((i) => i >= 0);
  return { start, end: stops.length ? Math.min(...stops) : text.length };
}

/**
 * The first sentence, in text order, whose marker names this edition's venue or city. `self` is the
 * page's own summary: a hackathon's page calls the event "the hackathon", which is no side event there.
 */
export function markedPlace(text: string, edition: number | null, self: string): MarkedPlace | null {
  const side = sideEvents(self);
  const found: Array<MarkedPlace & { index: number }> = [];
  for (const { hint, re, slot } of MARKERS) {
    if (!hint.test(text)) continue;
    for (const m of text.matchAll(re)) {
      const at = sentenceAt(text, m.index!, m.index! + m[0].length);
      const sentence = text.slice(at.start, at.end);
      const years = (sentence.match(YEARS) ?? []).map(Number);
      // Words before the marker say whose place it is: "Workshops are hosted at…".
      if (side?.test(text.slice(at.start, m.index! + 8)) || PAST.test(sentence) || (edition !== null && years.length > 0 && !years.includes(edition))) continue;
      const name = tidy(m[1]);
      if (!usable(name)) continue;
      const place = read(name, tidy(m[2]) ?? cityOf(m[3]), slot);
      if (place) found.push({ ...place, index: m.index! });
    }
  }
  // "located in Germany" in the description, "located in Bochum" in the text: a country alone says least.
  const first = found.sort((a, b) => Number(countryOnly(a)) - Number(countryOnly(b)) || a.index - b.index)[0];
  return first ? { venue: first.venue, location: first.location, sure: first.sure } : null;
}

/** The city an address in brackets names: by its post code or country, else a known city in it. */
function cityOf(address: string | undefined): string | null {
  if (!address) return null;
  return addressLine(address)?.location ?? firstKnownCity(address);
}

export function countryOnly(place: { venue: string | null; location: string | null }): boolean {
  return !place.venue && !!place.location && isCountry(place.location);
}

function read(name: string, after: string | null, slot: Slot): MarkedPlace | null {
  const city = after && usable(after) && isKnownPlace(after) ? after : null;
  if (isKnownPlace(name)) return { venue: null, location: name, sure: false };
  const building = looksLikeVenue(name);
  if (slot === 'either' && !building) return null;
  return { venue: name, location: city, sure: building && city !== null };
}
