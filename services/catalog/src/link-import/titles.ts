import { findSpans } from './text-dates';

/**
 * Turns the names a page gives itself (JSON-LD name, og:title, <title>, the hero heading) into the
 * edition's title: site-wide prefixes and suffixes, taglines and dates dropped, the year kept.
 */

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/;
/** Page names that say nothing about the event: "Home", "首頁", "Inicio"… */
const GENERIC = /^(?:home(?:page)?|welcome|index|start(?:seite)?|inicio|início|accueil|главная|首頁|首页|主页|ホーム|トップ(?:ページ)?|홈|official site|official website|site officiel|sitio oficial)$/i;
const DOMAIN = /^[\w-]+(\.[\w-]+)+$/;
/** Separators between a name and the rest: "|", "·", "»", "::", " - ", " – ", " — ". */
const SEPARATOR = /\s+([|·•»]|::|[-–—])\s+|\s*[|｜]\s*/;

function same(a: string, b: string | null): boolean {
  return b !== null && a.toLowerCase() === b.toLowerCase();
}

/** A part that only gives dates or "dates, city": "27 March 2020", "18th to 27th Nov 2016, Singapore". */
function isDatesPart(part: string): boolean {
  const spans = findSpans([part], 2000);
  return spans.length > 0 && spans[0].index <= 2;
}

/** Trims a site name, tagline or dates after a separator: "Full Stack Europe 2019 - The International …" → "Full Stack Europe 2019". */
export function cleanTitle(raw: string, siteName: string | null): string {
  const title = raw.replace(/\s+/g, ' ').trim();
  // "CityJS Conference 2020, London, 27 March 2020": what follows the name is where and when.
  const comma = /,\s+/.exec(title);
  if (comma && /,\s*.*(?:\d|,)/.test(title.slice(comma.index)) && title.slice(comma.index + 1).split(/,\s*/).some(isDatesPart)) {
    return cleanTitle(title.slice(0, comma.index), siteName);
  }
  const sep = SEPARATOR.exec(title);
  if (!sep) return GENERIC.test(title) ? '' : title;
  const head = title.slice(0, sep.index).trim();
  const tail = title.slice(sep.index + sep[0].length).trim();
  if (GENERIC.test(head)) return cleanTitle(tail, siteName);
  if (GENERIC.test(tail) || isDatesPart(tail)) return cleanTitle(head, siteName);
  if (head.length < 3) return title;
  if (DOMAIN.test(tail) || same(tail, siteName) || same(tail, head)) return head;
  // "DevOpsDays - Berlin 2024": the part after the separator carries the edition, so it stays.
  if (YEAR.test(tail) && !YEAR.test(head)) return title;
  // A tagline is longer than a name: "CloudBrew - A two-day conference by AZUG, …".
  if (/[|·•»｜]|::/.test(sep[1] ?? '|') || tail.split(' ').length >= 5) return head;
  return head.split(' ').length >= 2 ? head : title;
}

/** "JuliaCon 2016: Boston, MA." → "JuliaCon 2016": a place after a colon is not part of the name. */
function dropPlaceAfterColon(title: string): string {
  const m = /^(.*?(?:19|20)\d{2})\s*:\s+\S.*$/.exec(title);
  return m ? m[1] : title;
}

export interface TitleCandidate {
  value: string | null | undefined;
  source: 'structured data' | 'meta tags' | 'page text';
  /** Only when nothing else names the event (a second-level heading). */
  lastResort?: boolean;
}

export interface ChosenTitle {
  title: string;
  source: TitleCandidate['source'];
  /** The page's name had no year; the edition's was added. */
  yearAdded: boolean;
}

/**
 * The first candidate that names the event once cleaned. When it carries no year and the edition is known, the year is added: a directory lists editions
 * ("PyCon US 2020"), not series.
 */
export function chooseTitle(candidates: TitleCandidate[], siteName: string | null, editionYear: number | null): ChosenTitle | null {
  const cleaned = candidates
    .map((c) => ({ ...c, title: c.value ? dropPlaceAfterColon(cleanTitle(c.value, siteName)) : '' }))
    .filter((c) => c.title.length >= 2 && c.title.length <= 150);
  const pick = cleaned.find((c) => !c.lastResort) ?? cleaned[0];
  if (!pick) return null;
  // A name the publisher gave in structured data is kept as written.
  if (YEAR.test(pick.title) || editionYear === null || pick.source === 'structured data') return { title: pick.title, source: pick.source, yearAdded: false };
  // og:title "JuliaCon", <title> "JuliaCon 2016": the page itself writes the name with its year.
  const withYear = cleaned.find((c) => c.title.toLowerCase() === `${pick.title} ${editionYear}`.toLowerCase());
  if (withYear) return { title: withYear.title, source: withYear.source, yearAdded: false };
  // og:title "LetSwift at Home", og:site_name "LetSwift 2020": a name the page writes with its year beats one made up.
  const site = siteName ? cleanTitle(siteName, null) : '';
  if (site.includes(String(editionYear)) && site.split(' ').length <= 6) return { title: site, source: 'meta tags', yearAdded: false };
  return { title: `${pick.title} ${editionYear}`, source: pick.source, yearAdded: true };
}
