import { looksLikeVenue, Place } from './places';

/**
 * Addresses written the Chinese and Japanese way, largest unit first and without commas:
 * "広東省深圳市東濱路…", "東京都千代田区日比谷公園1-4", "台北市信義區…", "旭川市 大雪クリスタルホール".
 * The prefecture or province and the city or ward make the location.
 */
const HAN = String.raw`\p{Script=Han}`;
const REGION_CITY = new RegExp(String.raw`(${HAN}{2,3}[都道府県省])(${HAN}{1,5}?[市区區町村])|(${HAN}{1,4}市)(?![场場民长長政集立])`, 'u');
/** What follows a city in a street address: a ward, district, road, block number. */
const STREET_AFTER = new RegExp(String.raw`^(?:${HAN}{1,5}[区區町村县縣路街道]|\d|[一二三四五六七八九十]+丁目)`, 'u');
/** Labels that introduce a venue's address in these languages. */
const LABEL = /会場|会场|場地|场地|地點|地点|地址|住所|所在地|アクセス|交通/;

function cityIn(line: string): { location: string; rest: string; before: string } | null {
  const m = REGION_CITY.exec(line);
  if (!m) return null;
  const location = m[1] ? `${m[1]}${m[2]}` : m[3];
  return { location, rest: line.slice(m.index + m[0].length).trim(), before: line.slice(0, m.index).trim() };
}

export function cjkPlace(lines: string[]): Place | null {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.length > 80) continue;
    const found = cityIn(line);
    if (!found) continue;
    const labelled = lines.slice(Math.max(0, i - 3), i).some((l) => l.length <= 20 && LABEL.test(l)) || LABEL.test(found.before);
    const street = line.includes('〒') || STREET_AFTER.test(found.rest);
    const venueHere = found.rest && found.rest.length <= 40 && looksLikeVenue(found.rest) ? found.rest : null;
    if (!labelled && !street && !venueHere) continue;
    const previous = lines[i - 1] ?? '';
    const venueAbove = previous.length <= 40 && !LABEL.test(previous) && (labelled || looksLikeVenue(previous)) && !cityIn(previous) ? previous : null;
    return { location: found.location, venue: venueHere ?? venueAbove };
  }
  return null;
}
