import { CollectedPage } from './html-collector';
import { cjkPlace } from './cjk-places';
import { firstKnownCity } from './countries';
import { monthNumber } from './date-words';
import { addressLine, looksLikeVenue, mapPlace, Place } from './places';

/** Where the page's prose says the event is: beside its dates, under a "Venue" label, in a sentence, an address or a map link. */

/** A run of capitalised words, allowing "of", "de", "the"… between them: "City University of Hong Kong". */
const WORD = String.raw`\p{Lu}(?:[\p{L}\p{M}\p{N}'’&-]|\.(?=\p{L}))*`;
const NAME = String.raw`${WORD}(?:\s+(?:(?:of|de|del|da|do|di|la|le|the|and|y|a)\s+)*${WORD})*`;
const HELD_IN = new RegExp(String.raw`\b(?:held|hosted|taking place|takes place|take place|happening)\s+in\s+(${NAME}(?:,\s*${NAME})?)`, 'u');
const HELD_AT = new RegExp(String.raw`\b(?:held|hosted|taking place|take place|takes place|happening)\b[^.\n]{0,40}?\sat\s+(?:the\s+)?(${NAME})(?:\s+in\s+(${NAME}(?:,\s*${NAME})?))?`, 'u');
const ONLINE = /\b(?:held|hosted|taking place|takes place|happening|will be|join us|meet us|see you)\s+(?:entirely\s+|fully\s+|100%\s+)?online\b|\b(?:online|virtual)[- ](?:only\s+)?(?:conference|event|edition)\b|\b100% online\b/i;
/** A place that is no place: "Online", "Virtual", "En línea", "En ligne", "Online/International". */
const ONLINE_PLACE = /^(?:online|virtual|en l[ií]nea|en ligne|on-line)(?![\p{L}])/iu;
/** "於 10/9 在輔仁大學國璽樓舉行", "大雪クリスタルホールにて開催": a venue named in a Chinese or Japanese sentence. */
const HELD_AT_CJK = /在\s*([^\s，。、,；;：:]{2,30}?)\s*(?:舉行|举行|舉辦|举办)|([^\s，。、,；;：:「」]{2,30}?)\s*(?:にて|で)開催/u;
/** Headings or labels that introduce the venue. */
const LABEL = /^(?:venue|location|where|the venue|lieu|localisation|local(?:ização| do evento)?|lugar|ubicación|sede|ort|místo konání|veranstaltungsort|место(?: проведения)?|address|adresse|endereço|dirección|会場|会场|场地|場地|地點|地点|地址|会场地址|會場地址|会場アクセス|アクセス|장소)(?:\s*[:：]\s*(.*))?$/iu;

function tidy(name: string | undefined): string | null {
  const s = name?.replace(/[.,;:]+$/, '').trim();
  return s ? s : null;
}

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mi[eé]|jeu|jue|vie|ven|s[aá]b|sam|dom|dim|seg|ter|qua|qui|sex|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/i;
const STREETISH = /\d|street|road|avenue|rua|calle|rue|straße|strasse/i;
const SIDE_EVENT = /workshops?|meetups?|party|dinner|sprints?|hackathon|tutorials?|training|community day|pre-?conference/i;
const VENUE_CITY = new RegExp(String.raw`^(${NAME}),\s*(${NAME})$`, 'u');
/** Not a place: "held in English", "taking place in November". */
const NOT_A_PLACE = /^(?:english|spanish|portuguese|french|german|chinese|japanese|korean|russian|italian|person|public|private|total|parallel|the|a|an)$/i;

function isPlaceName(name: string | null): name is string {
  return !!name && !NOT_A_PLACE.test(name) && !monthNumber(name) && !WEEKDAY.test(name);
}

function lineAround(text: string, index: number, end: number): { start: number; end: number } {
  const next = text.indexOf('\n', end);
  return { start: text.lastIndexOf('\n', index) + 1, end: next < 0 ? text.length : next };
}

/**
 * The rest of the line that holds the event's dates, when a separator sets it apart ("8 e 9 de
 * Outubro, Curitiba, PR - Brasil", "May 31-June 2, 2018 · Austin, TX"), and a venue's name on the
 * line right under them ("23 – 25 March, 2017" / "G Data Campus Bochum").
 */
function besideDates(text: string, index: number, end: number, title: string): Place | null {
  const line = lineAround(text, index, end);
  const rawAfter = text.slice(end, line.end);
  const rawBefore = text.slice(line.start, index);
  const after = /^\s*[,—–|·•@-]|^\s+\p{Lu}/u.test(rawAfter) ? rawAfter.replace(/^[\s,.;:|·•—–@-]+|\s*\d{1,2}[:h]\d{2}.*$/g, '').trim() : '';
  const before = /[,—–|•-]\s*$/.test(rawBefore) ? rawBefore.replace(/[\s,.;:|·•—–@-]+$/g, '').replace(/^\p{Ll}{1,3}\.\s*/u, '').trim() : '';
  let place: Place | null = null;
  for (const part of [after, before]) {
    if (place || part.length < 4 || part.length > 100 || WEEKDAY.test(part) || title.toLowerCase().includes(part.toLowerCase())) continue;
    // "DECEMBER 04 & 05 - ONLINE/INTERNATIONAL": the dates' line says where, and that is nowhere in particular.
    if (ONLINE_PLACE.test(part)) {
      place = { location: 'Online', venue: null };
      continue;
    }
    place = addressLine(part);
    const pair = !place ? VENUE_CITY.exec(part) : null;
    // "Expo, Tel Aviv" is a venue and a city; "Minsk, Renaissance Hotel" a city and a venue; "Austin, TX" a city and its state.
    if (pair && looksLikeVenue(pair[1]) && part === after) place = { venue: pair[1], location: pair[2] };
    else if (pair && looksLikeVenue(pair[2]) && firstKnownCity(pair[1])) place = { venue: pair[2], location: pair[1] };
    else if (pair && /^[A-Z]{2,3}$/.test(pair[2]) && part === after) place = { venue: null, location: part };
    else if (!place && part.split(/\s+/).length <= 3 && firstKnownCity(part) === part) place = { venue: null, location: part };
  }
  const below = text.slice(line.end + 1, lineAround(text, line.end + 1, line.end + 1).end).trim();
  // "27-28 October" / "Braga, Portugal": the place on the line under the dates.
  const placeBelow = !place && below.length <= 100 ? addressLine(below) : null;
  const venueBelow = below.length <= 80 && looksLikeVenue(below) && !/[.!?]$/.test(below) ? below : null;
  if (!place && !placeBelow && !venueBelow) return null;
  return { location: place?.location ?? placeBelow?.location ?? null, venue: place?.venue ?? placeBelow?.venue ?? venueBelow };
}

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;

/** The text writes a year and none of them is the edition's. */
function otherYear(text: string, edition: number | null): boolean {
  const years = text.match(YEAR)?.map(Number) ?? [];
  return edition !== null && years.length > 0 && !years.includes(edition);
}

/** "Date: 26th September, 2009 / Location: …": a line under short lines that write another year belongs to that edition. */
function aboutOtherEdition(lines: string[], i: number, edition: number | null): boolean {
  return otherYear(lines.slice(Math.max(0, i - 3), i + 1).filter((l) => l.length <= 60).join('\n'), edition);
}

/** A name made only of generic words ("Conference Hall", "Main Auditorium", "Room 2") names a room, not a place. */
const GENERIC = /^(?:(?:the|main|big|small|great|grand|large|conference|event|lecture|plenary|meeting|hall|room|auditorium|stage|theat(?:er|re)|floor|level|[A-Z]|\d+)\s*)+$/i;
function isGenericRoom(name: string): boolean {
  return GENERIC.test(name.trim());
}

/**
 * The lines under a heading "Venue" / "Local" / "会場" (or after "Venue:"): the first names the
 * venue, an address line with a country or post code gives the city.
 */
function labelled(lines: string[], headings: Set<number>, edition: number | null): Place | null {
  for (let i = 0; i < lines.length; i++) {
    const m = LABEL.exec(lines[i]);
    if (!m || (!m[1] && !headings.has(i))) continue;
    if (aboutOtherEdition(lines, i, edition)) continue;
    const block = [m[1] ?? '', ...lines.slice(i + 1, i + 6)].map((l) => l.trim()).filter((l) => l.length >= 3 && l.length <= 100 && !/^\p{Ll}/u.test(l));
    if (block.length === 0) continue;
    const read = block.map(addressLine).find((p) => p?.location);
    // "Conference Hall" / "IIIT Hyderabad, Hyderabad": a room's generic name, then the place that has it.
    if (block.length > 1 && isGenericRoom(block[0]) && VENUE_CITY.test(block[1]) && !STREETISH.test(block[1])) block.shift();
    const first = block[0];
    const named = !/[.!?:]$/.test(first) && first.split(/\s+/).length <= 8 && !addressLine(first);
    const venue = read?.venue ?? (named ? first.split(/\s*,\s*/)[0] : null);
    const pair = named ? VENUE_CITY.exec(first) : null;
    const city = pair && !STREETISH.test(pair[2]) && pair[2].split(/\s+/).length <= 3 ? pair[2] : null;
    // "〒101-0021 6-11-14 Sotokanda Chiyoda-ku Tokyo": no country, but a large city in the address.
    const known = read || city ? null : block.slice(0, 4).map(firstKnownCity).find(Boolean) ?? null;
    if (read || venue) return { location: read?.location ?? city ?? known, venue };
  }
  return null;
}

function firstOf(...readers: Array<() => Place | null | undefined>): Place {
  let location: string | null = null;
  let venue: string | null = null;
  for (const read of readers) {
    const p = read();
    location ??= p?.location ?? null;
    venue ??= p?.venue ?? null;
    if (location && venue) break;
  }
  return { location, venue };
}

/**
 * Place and venue from the page's text, most specific reading first. `dates` points at the event's
 * dates in `texts` when they were found there.
 */
/** "CityJS Conference 2020 - London, UK": a title's part after its name that reads as an address. */
function inTitles(titles: string[]): Place | null {
  for (const t of titles) {
    const parts = t.split(/\s+[-–—|·•:]\s+|:\s+/);
    for (const part of parts.slice(1)) {
      const read = addressLine(part);
      if (read?.location) return read;
    }
  }
  return null;
}

/**
 * A large city the page's summary names: in its titles or descriptions, as a part of a short line
 * near the top ("Singapore", "Berlin · Germany"), or after "in" in a sentence ("venue in Denver").
 */
function cityInSummary(summary: string[], lines: string[], edition: number | null): Place | null {
  for (const t of summary) {
    const city = firstKnownCity(t);
    if (city) return { location: city, venue: null };
  }
  for (const [i, line] of lines.slice(0, 40).entries()) {
    if (line.length > 60 || aboutOtherEdition(lines, i, edition)) continue;
    const part = line.split(/\s*[,|·•–—-]\s*/).find((p) => firstKnownCity(p) === p);
    if (part) return { location: part, venue: null };
  }
  for (const m of lines.join('\n').matchAll(/(?:\bin|\bem|\ben|à)\s+((?:\p{Lu}[\p{L}'’.-]*\s?){1,3})/gu)) {
    const city = firstKnownCity(m[1]);
    if (city && m[1].startsWith(city)) return { location: city, venue: null };
  }
  return null;
}

type Occurrence = { textIndex: number; index: number; end: number };

export function prosePlace(page: CollectedPage, texts: string[], dates: Occurrence[], title: string, edition: number | null): Place {
  const lines = page.bodyText.split('\n');
  const sentences = texts.join('\n');
  const place = firstOf(
    () => dates.map((d) => besideDates(texts[d.textIndex], d.index, d.end, title)).find(Boolean),
    () => inTitles([page.meta.get('og:title') ?? '', page.title ?? '']),
    () => {
      const m = HELD_AT.exec(sentences);
      // "Workshops are hosted at SAP Dresden": a side event's place is not the conference's.
      if (!m || SIDE_EVENT.test(sentences.slice(Math.max(0, m.index - 40), m.index + 10))) return null;
      return { venue: tidy(m[1]), location: isPlaceName(tidy(m[2])) ? tidy(m[2]) : null };
    },
    () => {
      const m = HELD_AT_CJK.exec(sentences);
      // "本イベントは大雪クリスタルホールにて開催": the place comes after the topic particle.
      const venue = m?.[1] ?? m?.[2]?.split(/[はがを]/).pop();
      return venue && looksLikeVenue(venue) ? { venue, location: null } : null;
    },
    () => {
      const m = HELD_IN.exec(sentences);
      return m && isPlaceName(tidy(m[1])) ? { location: tidy(m[1]), venue: null } : null;
    },
    () => labelled(lines, page.headingLines, edition),
    () => cjkPlace(lines),
    () => cityInSummary(texts.slice(0, -1), lines, edition),
    () => page.addresses.map((a) => addressLine(a)).find(Boolean),
    () => page.mapLinks.map(mapPlace).find(Boolean),
  );
  // The page's own summary (titles, descriptions) and its opening lines: further down a body often mentions streams or online tickets.
  const opening = lines.slice(0, 20).join('\n');
  if (!place.location && [...texts.slice(0, -1), opening].some((t) => ONLINE.test(t))) return { location: 'Online', venue: place.venue };
  return place;
}
