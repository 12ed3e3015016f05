import { Parser } from 'htmlparser2';
import { isInfoLink } from './info-links';

/** The parts of a page the conference reader looks at, gathered in one streaming pass. */
export interface CollectedPage {
  /** The document's own <title> (not one inside an inline SVG). */
  title: string | null;
  /** First value of each meta key; a tag is filed under its property, name and itemprop alike. */
  meta: Map<string, string>;
  canonical: string | null;
  jsonLd: string[];
  /** Visible text of the body: one line per block element, inline elements kept on their line. */
  bodyText: string;
  /** Text of the first <h1> and <h2> elements, in order (a hero's event name). */
  headings: Array<{ level: 1 | 2; text: string }>;
  /** Lines of bodyText that are headings (h1-h6): a "Venue" line is a label only when it heads a section. */
  headingLines: Set<number>;
  /** Text of <address> elements. */
  addresses: string[];
  /** Map links and embedded maps: their address and the text of the link. */
  mapLinks: Array<{ href: string; text: string }>;
  /** Links that lead to a call for papers (by their text or their host), as written. */
  cfpLinks: string[];
  /** Links whose text or path names a venue, access, about or info page, as written (at most 20). */
  infoLinks: Array<{ href: string; text: string }>;
  /**
   * Microdata and microformats on visible elements, first value per key: "event.startdate",
   * "place.name", "postaladdress.addresslocality" (itemtype.itemprop), or "mf.dt-start", "mf.p-location".
   */
  marked: Map<string, string>;
}

/** Elements whose text a visitor does not read as page content. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'iframe', 'object']);
/** Elements that continue a word ("4<sup>th</sup>"). */
const GLUED = new Set(['sup', 'sub', 'wbr']);
/** Elements that sit inside a line of text; everything else starts a new line. */
const INLINE = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'dfn', 'em', 'font', 'i', 'img', 'kbd', 'mark', 'q', 's', 'small', 'span', 'strong', 'time', 'u', 'var', 'label']);
const MAP_HOST = /(?:^|\.)(?:maps\.google\.[a-z.]+|google\.[a-z.]+\/maps|goo\.gl\/maps|maps\.app\.goo\.gl|openstreetmap\.org|map\.baidu\.com|maps\.apple\.com|bing\.com\/maps|waze\.com|yandex\.[a-z]+\/maps|kakao\.com|naver\.com)/i;
/** Marks the line a heading starts in the gathered text; removed before the text is used. */
const HEADING_MARK = '\u0002';
/** A link to a call for papers: its words, or a host that runs calls (Sessionize, PaperCall, pretalx). */
const CFP_TEXT = /\b(?:c\.?f\.?p|call for (?:papers|speakers|proposals|talks|presentations|participation)|submit (?:a |your )?(?:talk|proposal|paper|session)|become a speaker|convocatoria|chamada de trabalhos|appel à (?:orateurs|conférences|propositions)|einreichung)\b|徵稿|征稿|講演募集|登壇者募集|발표자 모집/i;
const CFP_HOST = /(?:^|\/\/|\.)(?:sessionize\.com|papercall\.io|pretalx\.com|cfp\.[a-z0-9-]+\.[a-z]+|[a-z0-9.-]+\/(?:cfp|call-for-(?:papers|speakers|proposals)))(?:[/?#]|$)/i;
const MICROFORMAT = /^(?:p-(?:name|location|locality|region|country-name|street-address|adr)|dt-(?:start|end)|u-url)$/;

interface Capture {
  keys: string[];
  tag: string;
  depth: number;
  text: string;
  href?: string;
}

export function isMapLink(href: string): boolean {
  return MAP_HOST.test(href.replace(/^https?:\/\/(?:www\.)?/i, ''));
}

export function collectPage(html: string): CollectedPage {
  const page: CollectedPage = { title: null, meta: new Map(), canonical: null, jsonLd: [], bodyText: '', headings: [], headingLines: new Set(), addresses: [], mapLinks: [], cfpLinks: [], infoLinks: [], marked: new Map() };
  const stack: string[] = [];
  /** The innermost itemscope's type for each open element that declares one. */
  const scopes: Array<{ depth: number; type: string }> = [];
  const body: string[] = [];
  const captures: Capture[] = [];
  let capture: { kind: 'title' | 'jsonld'; text: string } | null = null;
  let hiddenDepth = 0;

  const remember = (key: string, value: string) => {
    const v = value.replace(/\s+/g, ' ').trim();
    if (v && !page.marked.has(key)) page.marked.set(key, v);
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name);
        const depth = stack.length;
        if (HIDDEN.has(name)) hiddenDepth += 1;
        body.push(GLUED.has(name) ? '' : INLINE.has(name) ? ' ' : /^h[1-6]$/.test(name) ? `\n${HEADING_MARK}` : '\n');
        if (name === 'meta' && attrs.content !== undefined) {
          for (const key of [attrs.property, attrs.name, attrs.itemprop]) {
            const k = key?.trim().toLowerCase();
            if (k && !page.meta.has(k)) page.meta.set(k, attrs.content.trim());
          }
        } else if (name === 'link' && !page.canonical && attrs.href && (attrs.rel ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
          page.canonical = attrs.href.trim();
        } else if (name === 'title' && page.title === null && !stack.includes('svg')) {
          capture = { kind: 'title', text: '' };
        } else if (name === 'script' && (attrs.type ?? '').trim().toLowerCase() === 'application/ld+json') {
          capture = { kind: 'jsonld', text: '' };
        } else if (name === 'iframe' && attrs.src && isMapLink(attrs.src) && page.mapLinks.length < 20) {
          page.mapLinks.push({ href: attrs.src, text: '' });
        }
        const keys: string[] = [];
        const scope = scopes[scopes.length - 1]?.type ?? 'thing';
        // <meta itemprop="startDate" content="…"> inside an Event scope is that event's, like a visible itemprop.
        if (attrs.itemprop && (name !== 'meta' || attrs.content !== undefined)) keys.push(...attrs.itemprop.toLowerCase().split(/\s+/).map((p) => `${scope}.${p}`));
        for (const cls of (attrs.class ?? '').split(/\s+/)) if (MICROFORMAT.test(cls)) keys.push(`mf.${cls}`);
        const own = attrs.datetime ?? attrs.content ?? attrs.value;
        if (keys.length && own) keys.forEach((k) => remember(k, own));
        else if (keys.length) captures.push({ keys, tag: name, depth, text: '' });
        if (attrs.itemscope !== undefined) scopes.push({ depth, type: (attrs.itemtype ?? 'thing').split(/[/#]/).pop()!.toLowerCase() });
        if (hiddenDepth === 0 && /^h[1-6]$/.test(name)) captures.push({ keys: [name], tag: name, depth, text: '' });
        if (hiddenDepth === 0 && name === 'address') captures.push({ keys: ['address'], tag: name, depth, text: '' });
        if (name === 'a' && attrs.href && isMapLink(attrs.href) && page.mapLinks.length < 20) captures.push({ keys: ['map'], tag: name, depth, text: '', href: attrs.href });
        else if (name === 'a' && attrs.href && (page.cfpLinks.length < 5 || page.infoLinks.length < 20)) captures.push({ keys: ['link'], tag: name, depth, text: '', href: attrs.href });
      },
      ontext(text) {
        if (capture) capture.text += text;
        else if (hiddenDepth === 0) {
          body.push(text);
          for (const c of captures) c.text += text;
        }
      },
      onclosetag(name) {
        if (capture && (name === 'title' || name === 'script')) {
          if (capture.kind === 'title') page.title = capture.text.replace(/\s+/g, ' ').trim();
          else page.jsonLd.push(capture.text);
          capture = null;
        }
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        const at = stack.lastIndexOf(name);
        if (at >= 0) {
          while (captures.length && captures[captures.length - 1].depth > at) finish(captures.pop()!);
          while (scopes.length && scopes[scopes.length - 1].depth > at) scopes.pop();
          stack.length = at;
        }
        body.push(GLUED.has(name) ? '' : INLINE.has(name) ? ' ' : '\n');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function finish(c: Capture) {
    const text = c.text.replace(/\s+/g, ' ').trim();
    for (const key of c.keys) {
      if (/^h[1-6]$/.test(key)) {
        if (text && (key === 'h1' || key === 'h2') && page.headings.length < 6) page.headings.push({ level: key === 'h1' ? 1 : 2, text });
      } else if (key === 'address') {
        if (text) page.addresses.push(text);
      } else if (key === 'map') page.mapLinks.push({ href: c.href!, text });
      else if (key === 'link') {
        if ((CFP_TEXT.test(text) || CFP_HOST.test(c.href!)) && !page.cfpLinks.includes(c.href!) && page.cfpLinks.length < 5) page.cfpLinks.push(c.href!);
        else if (isInfoLink(c.href!, text) && page.infoLinks.length < 20) page.infoLinks.push({ href: c.href!, text });
      }
      else remember(key, text);
    }
  }

  parser.write(html);
  parser.end();
  const lines: string[] = [];
  for (const raw of body.join('').split('\n')) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const text = line.replace(new RegExp(HEADING_MARK, 'g'), '').trim();
    if (!text) continue;
    if (line.startsWith(HEADING_MARK)) page.headingLines.add(lines.length);
    lines.push(text);
  }
  page.bodyText = lines.join('\n');
  return page;
}

/** Decodes HTML entities left in text that did not pass through the HTML parser (JSON-LD strings). */
export function decodeEntities(text: string): string {
  if (!/&[#a-z0-9]+;/i.test(text)) return text;
  let out = '';
  const parser = new Parser({ ontext: (t) => (out += t) }, { decodeEntities: true });
  parser.write(text.replace(/</g, '&lt;'));
  parser.end();
  return out;
}
