import { districtCity } from './cities';
import { isCountry, isKnownCity } from './countries';
import { JsonObject, typesOf } from './json-ld';
import { text } from './json-values';

/** Where an event happens: the city (with region and country when written) and the venue's name. */
export interface Place {
  location: string | null;
  venue: string | null;
}

export const NO_PLACE: Place = { location: null, venue: null };

export function joinParts(parts: Array<string | null | undefined>): string | null {
  const seen: string[] = [];
  for (const p of parts) if (p && !seen.some((s) => s.toLowerCase() === p.toLowerCase())) seen.push(p);
  return seen.length ? seen.join(', ') : null;
}

function isOnlineOnly(event: JsonObject): boolean {
  return /OnlineEventAttendanceMode$/.test(text(event.eventAttendanceMode) ?? '');
}

/** "Nangang District, Taipei, TW" from a Place's PostalAddress; the Place's name is the venue. */
export function structuredPlace(event: JsonObject): Place {
  const locations = (Array.isArray(event.location) ? event.location : [event.location]).filter((l) => l !== undefined && l !== null);
  const physical = locations.find((l) => typeof l === 'string' || (typeof l === 'object' && !typesOf(l as JsonObject).includes('virtuallocation')));
  if (typeof physical === 'string') return { location: text(physical), venue: null };
  if (physical && typeof physical === 'object') {
    const place = physical as JsonObject;
    const address = place.address;
    let location: string | null = null;
    if (typeof address === 'string') location = addressLine(text(address) ?? '')?.location ?? text(address);
    else if (address && typeof address === 'object') {
      const a = address as JsonObject;
      const country = a.addressCountry && typeof a.addressCountry === 'object' ? (a.addressCountry as JsonObject).name : a.addressCountry;
      location = joinParts([text(a.addressLocality), text(a.addressRegion), text(country)]);
    }
    return { location, venue: text(place.name) };
  }
  return { location: locations.length > 0 || isOnlineOnly(event) ? 'Online' : null, venue: null };
}

/** Microdata (itemprop in a Place / PostalAddress) and microformats (h-event's p-location, h-adr). */
export function markedPlace(marked: Map<string, string>): Place {
  const get = (...keys: string[]) => keys.map((k) => marked.get(k)).find(Boolean) ?? null;
  const location = joinParts([get('postaladdress.addresslocality', 'mf.p-locality'), get('postaladdress.addressregion', 'mf.p-region'), get('postaladdress.addresscountry', 'mf.p-country-name')]);
  const venue = get('place.name', 'event.location', 'mf.p-location');
  if (venue && !location) {
    const read = addressLine(venue);
    if (read?.location) return read;
  }
  return { location, venue };
}

/** Words that name a building or a site, not a city: "Norris Conference Center", "Kino Scala", "富邦國際會議中心". */
const VENUE_WORD = new RegExp(
  String.raw`(?<!\p{L})(?:cent(?:er|re|ro)|campus|hall|hotel|hostel|inn|resort|universi\p{L}*|college|school|escuela|escola|faculdade|facult\p{L}*|institut\p{L}*|museum|museu|museo|th[eé]{1,2}at(?:er|re)|teatro|kino|cinema|pal[aá](?:ce|c|is|cio)|arena|expo|forum|house|haus|library|biblioteca|auditori\p{L}*|aula|convention|congress\p{L}*|congr[eè]s|hub|coworking|tower|building|pavil\p{L}*|stadium|club|loft|factory|fabrik|werk|wework|technopark|технопарк|дом|зал|центр|kirk|kerk|church|sala|salón|salon|casa|espaço|espacio|hilton|hyatt|marriott|sheraton|radisson|novotel|sofitel|mercure|ibis|pullman|westin|kempinski|intercontinental|crowne plaza|mövenpick|movenpick|ritz-carlton|meliá|melia)(?!\p{L})|\p{L}(?:haus|halle|hallen|zentrum|saal|werk|fabrik|bühne|kirche|kino|huset)(?!\p{L})|会館|會館|ホール|センター|中心|會議|会议|大学|大學|学院|酒店|飯店|饭店|公馆|館|馆|ビル|プラザ|홀|센터`,
  'iu',
);

export function looksLikeVenue(name: string): boolean {
  return VENUE_WORD.test(name);
}

/** A city written with its post code: "09111 Chemnitz", "Chemnitz 09111", "SE1 7PB London" is not tried. */
const POSTCODE_CITY = /^(?:[A-Z]{1,2}-)?(?!(?:19|20)\d{2}\s)\d{4,6}\s+(\p{Lu}[\p{L}\s.'-]+)$|^(\p{Lu}[\p{L}\s.'-]+?)\s+(?!(?:19|20)\d{2}$)\d{4,6}$/u;
const STREET = /\d|\b(?:street|st\.|road|rd\.|avenue|ave\.|av\.|blvd|rua|calle|rue|straße|strasse|str\.|ulica|ул\.)/i;

/**
 * "Museu X, Rua Y 999, Curitiba, PR, Brasil" → venue "Museu X", location "Curitiba, PR, Brasil".
 * Needs a country or a post code to know where the city is; otherwise null.
 */
export function addressLine(line: string): Place | null {
  const parts = line
    .split(/\s*,\s*|\s+[-–—|·•]\s+/)
    .map((p) => p.replace(/^\p{Ll}{1,3}\.\s*/u, '').replace(/\s*\.$/, '').trim())
    .filter(Boolean);
  const countryAt = parts.findIndex(isCountry);
  let cityAt = -1;
  let city: string | null = null;
  for (let i = (countryAt < 0 ? parts.length : countryAt) - 1; i >= 0; i--) {
    // "3331 Arts Chiyoda" alone is a name; "09111 Chemnitz" after a street or before a country is a city.
    const postal = i > 0 || countryAt >= 0 ? POSTCODE_CITY.exec(parts[i]) : null;
    if (postal) {
      const name = (postal[1] ?? postal[2]).trim();
      // "Austin, TX 78701": the state comes with the post code, the city before it.
      if (/^[A-Z]{2}$/.test(name) && i > 0 && !STREET.test(parts[i - 1])) [cityAt, city] = [i - 1, `${parts[i - 1]}, ${name}`];
      else [cityAt, city] = [i, name];
      break;
    }
    if (countryAt >= 0 && looksLikeVenue(parts[i]) && !STREET.test(parts[i])) break;
    if (countryAt >= 0 && !STREET.test(parts[i])) {
      // With a country: the first non-street part of the last run before it ("Curitiba, PR").
      cityAt = i;
      if (i === 0 || STREET.test(parts[i - 1]) || countryAt - i >= 2) break;
    }
  }
  if (cityAt < 0 && countryAt < 0) return knownCityIn(parts);
  if (cityAt < 0) return { location: parts[countryAt], venue: countryAt > 0 && !STREET.test(parts[0]) ? parts[0] : null };
  // "MAFINEX, Mannheim, Germany": when the part taken for the city is no city the gazetteer knows and a later one is, the later one is.
  const known = city || isGazetteerCity(parts[cityAt]) ? -1 : parts.slice(cityAt + 1, countryAt < 0 ? parts.length : countryAt).findIndex(isGazetteerCity);
  // A district before the city stays with it ("Nangang District, Taipei, TW"); it is never the venue.
  const district = known >= 0 && DISTRICT.test(parts[cityAt]) ? parts[cityAt] : null;
  if (known >= 0) cityAt += known + 1;
  const region = countryAt > cityAt + 1 ? parts.slice(cityAt + 1, countryAt).filter((p) => !STREET.test(p)) : [];
  const location = joinParts([district, city ?? parts[cityAt], ...region, countryAt >= 0 ? parts[countryAt] : null]);
  const before = parts.slice(0, Math.max(cityAt, 0)).filter((p) => !STREET.test(p) && !DISTRICT.test(p));
  const venue = before.find(looksLikeVenue) ?? (cityAt > 0 && before[0] === parts[0] ? parts[0] : null);
  return { location, venue };
}

/** A city part as written ("Mannheim"), of the gazetteer or the time-zone database; a district never is. */
function isGazetteerCity(part: string): boolean {
  return isKnownCity(part) && !DISTRICT.test(part);
}

/**
 * A name, not a sentence or a street: capitalised words (small words between them allowed), at most
 * six ("Centro Cultural Borges", "IIIT Hyderabad", "大雪クリスタルホール"), no district.
 */
export function isNameLike(part: string): boolean {
  const words = part.split(/\s+/);
  // "Rua XV 971 - Centro, Curitiba": "Centro" alone is the town centre, not a building.
  if (/^(?:centro|cent(?:er|re)|downtown|cidade)$/i.test(part)) return false;
  return words.length <= 6 && !STREET.test(part) && !DISTRICT.test(part) && words.every((w, i) => /^[\p{Lu}\p{Lo}\d&(]/u.test(w) || (i > 0 && SMALL_WORDS.test(w)));
}

const SMALL_WORDS = /^(?:of|de|des|du|del|della|da|das|do|dos|di|la|le|the|and|y|e|et|für|der|van|von|at|on)$/i;

/** "…straat 75 Gent": a known city at the end of a street part. */
const STREET_THEN_CITY = /^.*\d+[a-z]?\s+(\p{Lu}[\p{L}'’-]+(?:\s\p{Lu}[\p{L}'’-]+)?)$/u;
/** Parts that name a district, not a venue: "Nangang District", "Shibuya-ku", "Gangnam-gu", "Bezirk Mitte". */
const DISTRICT = /(?<!\p{L})(?:district|distrito|bezirk|arrondissement|quartier|bairro|barrio|borough)(?!\p{L})|-(?:ku|gu)$|[区區구]$/iu;

/**
 * An address with no country and no post code: a city only when the gazetteer knows it ("Lagoa
 * Nova, Natal - RN", "Blekerijstraat 75 Gent, room 1.21"), or a district it can place for certain
 * ("渋谷区" is Tokyo's). The venue is a part with a building word; nothing else is taken.
 */
function knownCityIn(parts: string[]): Place | null {
  let at = -1;
  let city: string | null = null;
  for (let i = parts.length - 1; i >= 0 && at < 0; i--) {
    const inStreet = STREET_THEN_CITY.exec(parts[i])?.[1];
    if (isGazetteerCity(parts[i])) [at, city] = [i, parts[i]];
    else if (inStreet && isGazetteerCity(inStreet)) [at, city] = [i, inStreet];
  }
  const district = at < 0 ? parts.map((p) => [p, districtCity(p)] as const).find(([, c]) => c) : null;
  if (district) return { location: `${district[0].match(/^[^\s\d]+?[区區구](?=[^区區구]|$)/u)?.[0] ?? district[0]}, ${district[1]}`, venue: parts.find((p) => looksLikeVenue(p) && isNameLike(p)) ?? null };
  if (!city) return null;
  // "Natal - RN", "Austin, TX": a state's code right after the city belongs to it.
  const region = /^[A-Z]{2}$/.test(parts[at + 1] ?? '') ? parts[at + 1] : null;
  const venue = parts.find((p, i) => i !== at && looksLikeVenue(p) && isNameLike(p)) ?? null;
  return { location: joinParts([city, region]), venue };
}

/** What a map link says: its text when it reads like an address, else the place in its query. */
export function mapPlace(link: { href: string; text: string }): Place | null {
  const fromText = link.text.length >= 5 ? addressLine(link.text) : null;
  if (fromText) return fromText;
  let query: string | null = null;
  try {
    const u = new URL(link.href.replace(/&amp;/g, '&'), 'https://maps.example/');
    query = u.searchParams.get('q') ?? u.searchParams.get('query') ?? u.searchParams.get('daddr');
    query ??= /\/place\/([^/@]+)/.exec(u.pathname)?.[1]?.replace(/\+/g, ' ') ?? null;
    query ??= /!2s([^!]+)/.exec(link.href)?.[1] ?? null;
    query = query ? decodeURIComponent(query.replace(/\+/g, ' ')) : null;
  } catch {
    return null;
  }
  if (!query || /^place_id:|^-?\d+\.\d+,\s*-?\d+\.\d+$/.test(query)) return null;
  // "Zammwerk Coworking Chemnitz", "Foo Hall, Berlin": a map's query names the place first.
  const first = query.split(',')[0].trim();
  const read = addressLine(query);
  if (read) return read.venue || /\d/.test(first) || read.location?.startsWith(first) ? read : { ...read, venue: first };
  return /\d/.test(query) ? null : { location: null, venue: first };
}
