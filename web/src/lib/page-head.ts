import { serializeJsonLd } from './json-ld';
import { safeImageUrl } from './urls';

export const SITE_NAME = 'ConfDir';
export const SITE_TITLE = 'ConfDir — Technology conferences, ranked by the community';
export const DEFAULT_DESCRIPTION =
  'Find, rank and review technology conferences worldwide. Browse upcoming events, upvote the best of the quarter and see which companies attend.';
/** The link-preview image of pages without their own (web/public, 1200×630). */
export const DEFAULT_IMAGE = '/og-default.png';
/** Search results cut descriptions near here; link previews too. */
const DESCRIPTION_MAX = 160;

/** What one page says about itself in the document head. */
export interface PageHeadData {
  /** The page's own title; the site name is added unless the title already holds it. */
  title: string;
  description?: string;
  /** Path and query of the canonical URL; leave out for pages that must not be indexed. */
  canonicalPath?: string;
  /** The page's image (stored by visitors, so checked here); the site's default when missing or unsafe. */
  image?: string | null;
  /** A logo is a square: a small card; a conference picture or the default: a large one. */
  imageIsLogo?: boolean;
  noindex?: boolean;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd?: object[];
}

/** The 404 page's head: also that of a page whose subject does not exist (an unknown topic, country or month). */
export const NOT_FOUND_HEAD: PageHeadData = { title: '404 Page Not Found', description: 'The page you are looking for does not exist or has moved.', noindex: true };

/** Marks the tags a page owns, so the browser can swap them on client-side navigation. */
export const HEAD_ATTR = 'data-page-head';

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}

/** Collapses whitespace and cuts at a word near DESCRIPTION_MAX, with an ellipsis. */
export function clampDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** One head element: a tag name, its attributes and, for scripts, its text. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

/** The title and the tags of a page, with absolute URLs from the site's public base URL. */
export function headTags(head: PageHeadData, baseUrl: string): { title: string; tags: HeadTag[] } {
  const title = fullTitle(head.title);
  const description = clampDescription(head.description || DEFAULT_DESCRIPTION);
  const canonical = !head.noindex && head.canonicalPath !== undefined ? new URL(head.canonicalPath, baseUrl).href : undefined;
  const own = safeImageUrl(head.image);
  const image = new URL(own ?? DEFAULT_IMAGE, baseUrl).href;
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({ tag: 'meta', attrs: { [key]: name, content } });
  const tags: HeadTag[] = [meta('name', 'description', description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (canonical) tags.push({ tag: 'link', attrs: { rel: 'canonical', href: canonical } });
  tags.push(
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(canonical ? [meta('property', 'og:url', canonical)] : []),
    meta('property', 'og:image', image),
    ...(own ? [] : [meta('property', 'og:image:width', '1200'), meta('property', 'og:image:height', '630'), meta('property', 'og:image:alt', SITE_TITLE)]),
    meta('name', 'twitter:card', own && head.imageIsLogo ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  );
  for (const data of head.jsonLd ?? []) tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: serializeJsonLd(data) });
  return { title, tags };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The head as HTML for the server: every value escaped; JSON-LD is already safe inside a script. */
export function headHtml(head: PageHeadData, baseUrl: string): string {
  const { title, tags } = headTags(head, baseUrl);
  const html = tags.map(({ tag, attrs, text }) => {
    const attributes = Object.entries({ ...attrs, [HEAD_ATTR]: '' })
      .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeHtml(v)}"`))
      .join('');
    return tag === 'script' ? `<script${attributes}>${text ?? ''}</script>` : `<${tag}${attributes}>`;
  });
  return `<title>${escapeHtml(title)}</title>${html.join('')}`;
}

/** Swaps the page's tags in the live document (client-side navigation); text goes in as text. */
export function applyHead(head: PageHeadData, baseUrl: string, doc: Document = document): void {
  const { title, tags } = headTags(head, baseUrl);
  doc.title = title;
  doc.head.querySelectorAll(`[${HEAD_ATTR}]`).forEach((el) => el.remove());
  for (const { tag, attrs, text } of tags) {
    const el = doc.createElement(tag);
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    el.setAttribute(HEAD_ATTR, '');
    if (text !== undefined) el.textContent = text;
    doc.head.appendChild(el);
  }
}

/** A path with its query, or the bare path when the query is empty. */
export function withQuery(path: string, query: URLSearchParams): string {
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
