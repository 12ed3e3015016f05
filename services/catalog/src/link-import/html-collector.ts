import { Parser } from 'htmlparser2';

/** The parts of a page the conference reader looks at, gathered in one streaming pass. */
export interface CollectedPage {
  /** The document's own <title> (not one inside an inline SVG). */
  title: string | null;
  /** First value of each meta key; a tag is filed under its property, name and itemprop alike. */
  meta: Map<string, string>;
  canonical: string | null;
  jsonLd: string[];
  /** Visible text of the body, one space between elements. */
  bodyText: string;
}

/** Elements whose text a visitor does not read as page content. */
const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'title', 'iframe', 'object']);

export function collectPage(html: string): CollectedPage {
  const page: CollectedPage = { title: null, meta: new Map(), canonical: null, jsonLd: [], bodyText: '' };
  const stack: string[] = [];
  const body: string[] = [];
  let capture: { kind: 'title' | 'jsonld'; text: string } | null = null;
  let hiddenDepth = 0;

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        stack.push(name);
        if (HIDDEN.has(name)) hiddenDepth += 1;
        body.push(' ');
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
        }
      },
      ontext(text) {
        if (capture) capture.text += text;
        else if (hiddenDepth === 0) body.push(text);
      },
      onclosetag(name) {
        if (capture && (name === 'title' || name === 'script')) {
          if (capture.kind === 'title') page.title = capture.text.replace(/\s+/g, ' ').trim();
          else page.jsonLd.push(capture.text);
          capture = null;
        }
        if (HIDDEN.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        const at = stack.lastIndexOf(name);
        if (at >= 0) stack.length = at;
        body.push(' ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  page.bodyText = body.join('').replace(/\s+/g, ' ').trim();
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
