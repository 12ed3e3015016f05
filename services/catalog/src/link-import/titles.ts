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

/** "nordconf-2029", "devfest_cz": a slug of the site's address, not a name a person writes. */
export function isSlugLike(name: string): boolean {
  return /^[\p{Ll}\d]+(?:[-_][\p{Ll}\d]+)+$/u.test(name.trim());
}

const normal = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
/** Han, kana or Hangul: a name in the page's own script, where a meta tag may carry a romanised one. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export interface TitleCandidate {
  value: string | null | undefined;
  source: 'structured data' | 'meta tags' | 'page text';
  /** Which of the page's names: the structured name, a social meta tag (og:title, twitter:title), the <title>, a heading. */
  kind: 'structured' | 'social' | 'title' | 'heading';
  /** Only when nothing else names the event (a second-level heading). */
  lastResort?: boolean;
}

export interface ChosenTitle {
  title: string;
  source: TitleCandidate['source'];
  /** The page's name had no year; the edition's was added. */
  yearAdded: boolean;
  /** Another of the page's names says the same (one containing the other). */
  corroborated: boolean;
}

type Cleaned = TitleCandidate & { title: string };

/** One name containing the other, word for word: "NordConf 2030" and "NordConf 2030 Oslo". */
function agree(a: string, b: string): boolean {
  const [x, y] = [normal(a), normal(b)];
  return x !== '' && y !== '' && (` ${x} `.includes(` ${y} `) || ` ${y} `.includes(` ${x} `));
}

/** The name the <title> and the main heading agree on, as the <title> writes it. */
function agreedName(cleaned: Cleaned[]): Cleaned | null {
  const tag = cleaned.find((c) => c.kind === 'title');
  return tag && cleaned.some((c) => c.kind === 'heading' && !c.lastResort && agree(c.title, tag.title)) ? tag : null;
}

/**
 * A social meta tag that names the site rather than this edition: a slug ("nordconf-2029"), the site
 * name where the <title> and heading agree on another ("Kotlin Days" / "Kotlin Days Lisboa 2031"), a
 * romanised form of a name they write in Han, kana or Hangul, or a short form without the year they give.
 */
function namesTheSite(c: Cleaned, agreed: Cleaned | null, siteName: string | null, editionYear: number | null): boolean {
  if (isSlugLike(c.value ?? '')) return true;
  if (c.kind !== 'social' || !agreed || normal(agreed.title) === normal(c.title)) return false;
  if (same(c.title, siteName) || (CJK.test(agreed.title) && !CJK.test(c.title))) return true;
  return editionYear !== null && !YEAR.test(c.title) && agreed.title.includes(String(editionYear)) && agree(c.title, agreed.title);
}

/**
 * The first candidate that names the event once cleaned. When it carries no year and the edition is known, the year is added: a directory lists editions
 * ("PyCon US 2020"), not series.
 */
export function chooseTitle(candidates: TitleCandidate[], siteName: string | null, editionYear: number | null): ChosenTitle | null {
  const all: Cleaned[] = candidates
    .map((c) => ({ ...c, title: c.value ? dropPlaceAfterColon(cleanTitle(c.value, siteName)) : '' }))
    .filter((c) => c.title.length >= 2 && c.title.length <= 150);
  const agreed = agreedName(all);
  const cleaned = all.filter((c) => !namesTheSite(c, agreed, siteName, editionYear));
  const pick = cleaned.find((c) => !c.lastResort) ?? cleaned[0] ?? all[0];
  if (!pick) return null;
  const corroborated = all.some((c) => c !== pick && c.kind !== pick.kind && agree(c.title, pick.title));
  const chosen = (title: string, source: TitleCandidate['source'], yearAdded = false) => ({ title, source, yearAdded, corroborated });
  // A name the publisher gave in structured data is kept as written.
  if (YEAR.test(pick.title) || editionYear === null || pick.source === 'structured data') return chosen(pick.title, pick.source);
  // og:title "JuliaCon", <title> "JuliaCon 2016": the page itself writes the name with its year.
  const withYear = cleaned.find((c) => c.title.toLowerCase() === `${pick.title} ${editionYear}`.toLowerCase());
  if (withYear) return chosen(withYear.title, withYear.source);
  // og:title "LetSwift at Home", og:site_name "LetSwift 2020": a name the page writes with its year beats one made up.
  const site = siteName ? cleanTitle(siteName, null) : '';
  if (site.includes(String(editionYear)) && site.split(' ').length <= 6) return chosen(site, 'meta tags');
  return chosen(`${pick.title} ${editionYear}`, pick.source, true);
}
