import { CollectedPage } from './html-collector';
import { cjkPlace } from './cjk-places';
import { firstKnownCity, isCountry } from './countries';
import { addressLine, isNameLike, looksLikeVenue, mapPlace, Place } from './places';
import { countryOnly, markedPlace, NAME, sideEvents } from './prose-markers';
import { findSpans } from './text-dates';

/** Where the page's prose says the event is: beside its dates, under a "Venue" label, in a sentence, an address or a map link. */

const ONLINE = /\b(?:held|hosted|taking place|takes place|happening|will be|join us|meet us|see you)\s+(?:entirely\s+|fully\s+|100%\s+)?online\b|\b(?:online|virtual)[- ](?:only\s+)?(?:conference|event|edition)\b|\b100% online\b/i;
/** A place that is no place: "Online", "Virtual", "En línea", "En ligne", "Online/International". */
const ONLINE_PLACE = /^(?:online|virtual|en l[ií]nea|en ligne|on-line)(?![\p{L}])/iu;
/** Headings or labels that introduce the venue. */
const LABEL = /^(?:venue|location|where|the venue|lieu|localisation|où|local(?:ização| do evento)?|lugar(?: do evento| del evento)?|onde|ubicación|d[óo]nde|sede|ort|wo|místo(?: konání)?|kde|adresa|veranstaltungsort|место(?: проведения)?|где|адрес|address|adresse|endereço|dirección|会場|会场|场地|場地|地點|地点|地址|会场地址|會場地址|会場アクセス|アクセス|場所|장소|위치)(?:\s*[:：]\s*(.*)|(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}])\s+(\S.*))?$/iu;

const WEEKDAY = /^(?:mon|tue|wed|thu|fri|sat|sun|lun|mar|mi[eé]|jeu|jue|vie|ven|s[aá]b|sam|dom|dim|seg|ter|qua|qui|sex|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)/i;
const STREETISH = /\d|street|road|avenue|rua|calle|rue|straße|strasse/i;
const VENUE_CITY = new RegExp(String.raw`^(${NAME}),\s*(${NAME})$`, 'u');

/** A place read from prose, and per field whether the page states it plainly (shown with high confidence) or it was inferred. */
export interface ProsePlace extends Place {
  sure: Partial<Record<keyof Place, boolean>>;
}

const ADDRESS_LABEL = /^(?:address|adresse|endereço|dirección|adresa|адрес|地址|住所)/i;
const POSTCODE = /(?<![\d-])\d{4,6}\s+\p{Lu}|〒/u;

function endsWithCountry(location: string): boolean {
  return isCountry(location.split(/\s*,\s*/).pop()!);
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
function besideDates(text: string, index: number, end: number, title: string): ProsePlace | null {
  const line = lineAround(text, index, end);
  const rawAfter = text.slice(end, line.end);
  const rawBefore = text.slice(line.start, index);
  // "13 - 15 April 2018 @0x20, hackerspace Ghent": what follows "@" is where.
  const at = /^\s*@\s*(?!\d{1,2}[:h]\d{2})([^,\n]{2,60})(?:,\s*([^\n]{2,60}))?/.exec(rawAfter);
  // "@jsconfeu" is a handle, not a place.
  if (at && !/^[a-z_]+$/.test(at[1].trim())) return { venue: at[1].trim(), location: at[2] ? addressLine(at[2])?.location ?? firstKnownCity(at[2]) : null, sure: {} };
  // "2018.11.17 富邦國際會議中心 台北市松山區敦化南路一段108號": Chinese and Japanese set the place apart with a space.
  if (/^\s+[\p{Script=Han}\p{Script=Katakana}\p{Script=Hangul}]/u.test(rawAfter)) {
    // Names and addresses, not a sentence ("10/9 在輔仁大學國璽樓舉行。" is one for the sentence readers).
    const parts = rawAfter.trim().split(/\s+/).filter((p) => p.length <= 40 && !/[。，、！？；：,.!?]/.test(p));
    const venue = parts.find((p) => looksLikeVenue(p) && !/\d/.test(p) && !cjkPlace([p])) ?? null;
    const location = parts.map((p) => cjkPlace([p])?.location).find(Boolean) ?? null;
    if (venue || location) return { venue, location, sure: {} };
  }
  // "— Berlin, Germany. JSConf EU is…": the place ends with its sentence.
  const after = /^\s*[,—–‒―|·•-]|^\s+\p{Lu}/u.test(rawAfter) ? rawAfter.replace(/^[\s,.;:|·•—–‒―@-]+|\s*\d{1,2}[:h]\d{2}.*$/g, '').split(/[.!?。]\s/)[0].trim() : '';
  const before = /[,—–‒―|•-]\s*$/.test(rawBefore) ? rawBefore.replace(/[\s,.;:|·•—–‒―@-]+$/g, '').replace(/^\p{Ll}{1,3}\.\s*/u, '').trim() : '';
  let place: Place | null = null;
  for (const part of [after, before]) {
    if (place || part.length < 4 || part.length > 100 || WEEKDAY.test(part) || title.toLowerCase().includes(part.toLowerCase())) continue;
    place = placeInPart(part, part === after);
  }
  const below = lineBelowDates(text, line.end);
  // "27-28 October" / "Braga, Portugal": the place on the line under the dates.
  const placeBelow = !place && below.length <= 100 ? addressLine(below) : null;
  const venueBelow = below.length <= 80 && looksLikeVenue(below) && !/[.!?。！？]$/.test(below) ? below : null;
  if (!place && !placeBelow && !venueBelow) return null;
  const location = place?.location ?? placeBelow?.location ?? null;
  // "8 e 9 de Outubro, Curitiba, PR - Brasil": a city with its country on the dates' own line is stated, not inferred.
  return { location, venue: place?.venue ?? placeBelow?.venue ?? venueBelow, sure: { location: !!place?.location && endsWithCountry(place.location) } };
}

/** The part of the dates' line before or after them: an address, "Venue, City", "City, ST", a city, or "Online". */
function placeInPart(part: string, isAfter: boolean): Place | null {
  // "DECEMBER 04 & 05 - ONLINE/INTERNATIONAL": the dates' line says where, and that is nowhere in particular.
  if (ONLINE_PLACE.test(part)) return { location: 'Online', venue: null };
  const read = addressLine(part);
  if (read) return read;
  const pair = VENUE_CITY.exec(part);
  // "Expo, Tel Aviv" is a venue and a city; "Minsk, Renaissance Hotel" a city and a venue; "Austin, TX" a city and its state.
  if (pair && looksLikeVenue(pair[1]) && isAfter) return { venue: pair[1], location: pair[2] };
  if (pair && looksLikeVenue(pair[2]) && firstKnownCity(pair[1])) return { venue: pair[2], location: pair[1] };
  if (pair && /^[A-Z]{2,3}$/.test(pair[2]) && isAfter) return { venue: null, location: part };
  return part.split(/\s+/).length <= 3 && firstKnownCity(part) === part ? { venue: null, location: part } : null;
}

/** "Conference Sept 20 - 22" / "Workshops Sept 19 - 20" / "Grand Hyatt – Denver": the first line under the dates that is not more dates. */
function lineBelowDates(text: string, lineEnd: number): string {
  let at = lineEnd;
  for (let i = 0; i < 3 && at < text.length; i++) {
    const next = lineAround(text, at + 1, at + 1);
    const below = text.slice(next.start, next.end).trim();
    if (findSpans([below], 2000).length === 0) return below;
    at = next.end;
  }
  return '';
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
export function isGenericRoom(name: string): boolean {
  return GENERIC.test(name.trim());
}

/**
 * The lines under a heading "Venue" / "Local" / "会場" (or after "Venue:"): the first names the
 * venue, an address line with a country or post code gives the city.
 */
/** The first labelled block; when it names no city, the city of the next block that does ("Venue: X" … "Address: …, 94270 Le Kremlin-Bicêtre"). */
function labelled(lines: string[], headings: Set<number>, edition: number | null, side: RegExp | null): ProsePlace | null {
  const first = labelledFrom(0, lines, headings, edition, side);
  if (!first || first.place.location) return first?.place ?? null;
  const more = labelledFrom(first.at + 1, lines, headings, edition, side, true);
  return more ? { location: more.place.location, venue: first.place.venue ?? more.place.venue, sure: { location: more.place.sure.location, venue: first.place.sure.venue } } : first.place;
}

function labelledFrom(from: number, lines: string[], headings: Set<number>, edition: number | null, side: RegExp | null, needCity = false): { place: ProsePlace; at: number } | null {
  for (let i = from; i < lines.length; i++) {
    const m = LABEL.exec(lines[i]);
    const value = m?.[1] ?? m?.[2];
    // A label heads a section, or ends with its colon ("Où :"): a menu writes the same words bare.
    if (!m || (!value && !headings.has(i) && !/[:：]\s*$/.test(lines[i]))) continue;
    if (aboutOtherEdition(lines, i, edition) || underSideEvent(lines, headings, i, side)) continue;
    // "Location" / "Address" / "Hatanpään valtatie 1": a label under a label names nothing.
    const block = [value ?? '', ...lines.slice(i + 1, i + 6)].map((l) => l.trim()).filter((l) => l.length >= 3 && l.length <= 100 && !/^\p{Ll}/u.test(l) && !LABEL.test(l));
    // "Localização" / "Saiba onde será a JSConf Brasil 2026." / "USCS": a sentence introducing the place is not its name.
    while (block.length > 1 && /[.!?。]$/.test(block[0]) && block[0].split(/\s+/).length > 3 && !addressLine(block[0])?.location) block.shift();
    if (block.length === 0) continue;
    // "Conference Hall" / "IIIT Hyderabad, Hyderabad": a room's generic name, then the place that has it.
    if (block.length > 1 && isGenericRoom(block[0]) && VENUE_CITY.test(block[1]) && !STREETISH.test(block[1])) block.shift();
    const readAt = block.findIndex((l) => addressLine(l)?.location);
    const read = readAt >= 0 ? addressLine(block[readAt]) : null;
    const first = block[0];
    const named = !/[.!?:]$/.test(first) && first.split(/\s+/).length <= 8 && !addressLine(first);
    // "IIIT Hyderabad, Hyderabad" under "Location": the name before the city is the venue.
    const before = first.split(/\s*,\s*/)[0];
    const firstRead = addressLine(first);
    const nameBeforeCity = firstRead?.location && !firstRead.venue && before !== first && isNameLike(before) && !firstRead.location.startsWith(before) ? before : null;
    // "Teatro Guaíra" over "Rua XV de Novembro 971 - Centro, Curitiba": the name over the address is the venue.
    const venue = (named && readAt > 0 ? before : null) ?? read?.venue ?? (named ? before : nameBeforeCity);
    const pair = named ? VENUE_CITY.exec(first) : null;
    const city = pair && !STREETISH.test(pair[2]) && pair[2].split(/\s+/).length <= 3 ? pair[2] : null;
    // "〒101-0021 6-11-14 Sotokanda Chiyoda-ku Tokyo": no country, but a large city in the address.
    const known = read || city ? null : block.slice(0, 4).map(firstKnownCity).find(Boolean) ?? null;
    // Under a "Venue" heading, a building's name over its address with a post code or country is stated plainly.
    // An "Address" label may be the organiser's, and the page's last lines are its footer: those stay a check.
    const plain = headings.has(i) && !ADDRESS_LABEL.test(lines[i]) && lines.length - i > 6 && !!read?.location && (endsWithCountry(read.location) || POSTCODE.test(block.join(' ')));
    const location = read?.location ?? city ?? known;
    if ((read || venue) && (location || !needCity)) return { place: { location, venue, sure: { location: plain, venue: plain && !!venue && looksLikeVenue(venue) } }, at: i };
  }
  return null;
}

/** "SotM JP 2018 懇親会" / "場所: …": a place under a side event's heading is that event's. */
function underSideEvent(lines: string[], headings: Set<number>, i: number, side: RegExp | null): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) if (headings.has(j)) return !!side?.test(lines[j]);
  return false;
}

/** Each field from the first reader that gives it, with whether that reader found it stated plainly. */
function firstOf(...readers: Array<() => ProsePlace | Place | null | undefined>): ProsePlace {
  const place: ProsePlace = { location: null, venue: null, sure: {} };
  for (const read of readers) {
    const p: ProsePlace | Place | null | undefined = read();
    for (const field of ['location', 'venue'] as const) {
      if (place[field] || !p?.[field]) continue;
      place[field] = p[field];
      place.sure[field] = 'sure' in p && !!p.sure?.[field];
    }
    if (place.location && place.venue) break;
  }
  return place;
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
    // "Novotel Sukhumvit 20" / "Bangkok, Thailand", "Lviv, Ukraine" / "Planeta Kino": a building's name beside the place line.
    const beside = [lines[i - 1], lines[i + 1]].find((l) => l && l.length <= 60 && looksLikeVenue(l) && !/[.!?:]$/.test(l) && !firstKnownCity(l) && !/\b(?:street|road|rua|calle|rue|straße|strasse)\b/i.test(l));
    if (part) return { location: part, venue: beside ?? null };
  }
  for (const m of lines.join('\n').matchAll(/(?:\bin|\bem|\ben|à)\s+((?:\p{Lu}[\p{L}'’.-]*\s?){1,3})/gu)) {
    const city = firstKnownCity(m[1]);
    if (city && m[1].startsWith(city)) return { location: city, venue: null };
  }
  return null;
}

type Occurrence = { textIndex: number; index: number; end: number };

export function prosePlace(page: CollectedPage, texts: string[], dates: Occurrence[], title: string, edition: number | null): ProsePlace {
  const lines = page.bodyText.split('\n');
  const sentences = texts.join('\n');
  // The page's own summary: its titles, descriptions and the short taglines at its top ("Der Hackathon in Chemnitz rund um Open Data").
  const self = [...texts.slice(0, -1), ...lines.slice(0, 5).filter((l) => l.length <= 60 && !/[.!?。]$/.test(l))].join('\n');
  const marked = markedPlace(sentences, edition, self);
  const place = firstOf(
    () => dates.map((d) => besideDates(texts[d.textIndex], d.index, d.end, title)).find(Boolean),
    () => inTitles([page.meta.get('og:title') ?? '', page.title ?? '']),
    () => (marked && !countryOnly(marked) ? { ...marked, sure: { location: marked.sure, venue: marked.sure } } : null),
    () => labelled(lines, page.headingLines, edition, sideEvents(self)),
    () => cjkPlace(lines),
    () => cityInSummary(texts.slice(0, -1), lines, edition),
    () => page.addresses.map((a) => addressLine(a)).find(Boolean),
    () => page.mapLinks.map(mapPlace).find(Boolean),
    () => marked,
  );
  // The page's own summary (titles, descriptions) and its opening lines: further down a body often mentions streams or online tickets.
  const opening = lines.slice(0, 20).join('\n');
  if (!place.location && [...texts.slice(0, -1), opening].some((t) => ONLINE.test(t))) return { ...place, location: 'Online', sure: { ...place.sure, location: false } };
  return place;
}
