/**
 * The one more page add-by-link may read when the pasted page lacks facts: a link on the same site
 * whose text or path names the venue or how to get there (first choice) or the about/info page, in
 * the corpus' ten languages. Links to other sites, to the page itself, or to another edition's pages
 * ("/2018/venue" from the 2019 page) are never chosen.
 */

const VENUE_WORDS = [
  'venue', 'the venue', 'location', 'locations', 'where', 'access', 'getting there', 'getting-there', 'directions', 'travel', 'how to get there', 'place',
  'lieu', 'accès', 'acces', 'venir', 'local', 'localização', 'localizacao', 'como chegar', 'ubicación', 'ubicacion', 'sede', 'cómo llegar', 'como llegar',
  'anfahrt', 'anreise', 'veranstaltungsort', 'ort', 'místo', 'misto', 'место', 'место проведения', 'как добраться',
  '会場', 'アクセス', '交通', '会場・アクセス', '場地', '场地', '地點', '地点', '交通資訊', '交通资讯', '장소', '오시는 길', '오시는길', '찾아오시는 길',
];
const ABOUT_WORDS = [
  'about', 'about us', 'info', 'information', 'informations', 'practical', 'practical info', 'faq', 'sobre', 'à propos', 'a propos', 'infos', 'über', 'ueber', 'about the conference',
  'infos pratiques', 'informations pratiques', 'acerca', 'acerca de', 'información', 'o nás', 'o konferenci', 'о нас', 'о конференции', 'информация', '關於', '关于', '概要', 'について', '개요', '소개', '안내',
];

const normal = (s: string) => s.normalize('NFKC').toLowerCase().replace(/[-_]+/g, ' ').replace(/\s+/g, ' ').trim();
const VENUE = new Set(VENUE_WORDS.map(normal));
const ABOUT = new Set(ABOUT_WORDS.map(normal));

/** The last segment of a path, without an extension: "/2019/venue.html" → "venue". */
function lastSegment(href: string): string {
  const path = href.split(/[?#]/)[0].replace(/\/+$/, '');
  let segment = path.slice(path.lastIndexOf('/') + 1).replace(/\.[a-z]{2,5}$/i, '');
  try {
    segment = decodeURIComponent(segment);
  } catch {
    // A malformed escape stays as written.
  }
  return normal(segment);
}

/** 0: venue or access page, 1: about or info page, null: neither. By the link's text first, then its path. */
export function infoRank(href: string, text: string): 0 | 1 | null {
  const words = [normal(text).replace(/[.:!»›→>]+$/, '').trim(), lastSegment(href)];
  if (words.some((w) => VENUE.has(w))) return 0;
  if (words.some((w) => ABOUT.has(w))) return 1;
  return null;
}

export function isInfoLink(href: string, text: string): boolean {
  return !href.startsWith('#') && infoRank(href, text) !== null;
}

const host = (u: URL) => u.hostname.replace(/^www\./, '');
const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;

/** The link to follow from `pageUrl`, or null: same site, another page, not another edition's, venue before about. */
export function pickInfoLink(links: Array<{ href: string; text: string }>, pageUrl: string, edition: number | null): string | null {
  const page = new URL(pageUrl);
  const candidates: Array<{ url: string; rank: number }> = [];
  for (const { href, text } of links) {
    const rank = infoRank(href, text);
    let url: URL;
    try {
      url = new URL(href, page);
    } catch {
      continue;
    }
    url.hash = '';
    if (rank === null || !/^https?:$/.test(url.protocol) || host(url) !== host(page) || url.username || url.password) continue;
    if (`${url.origin}${url.pathname}${url.search}` === `${page.origin}${page.pathname}${page.search}`) continue;
    const years = (url.pathname.match(YEAR) ?? []).map(Number);
    if (edition !== null && years.some((y) => y !== edition)) continue;
    candidates.push({ url: url.toString(), rank });
  }
  return candidates.sort((a, b) => a.rank - b.rank)[0]?.url ?? null;
}
