import { deferScripts, type ScriptTiming } from './deferred-scripts';

const ROOT = '<div id="root"></div>';
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
/** Where a page's parts go; a comment the template cannot hold. */
const SLOT = '<!--\u0000page\u0000-->';

/** The built index.html cut where a page's head, body and state go. */
export type PageFrame = readonly [string, string, string, string];

/**
 * The built index.html around a page, made once per page chunk: its preloads in the head, its scripts moved
 * into the loader. Made per render, the scripts' regular expressions ran over every page's whole HTML.
 * Undefined when the template has no head or no root to render into.
 */
export function pageFrame(template: string, preloads: string, timing: ScriptTiming, loader: string): PageFrame | undefined {
  if (!template.includes('</head>') || !template.includes(ROOT)) return undefined;
  const slotted = template
    // The page's head brings its own title (and description): the template's generic one goes.
    .replace(TEMPLATE_TITLE, '')
    .replace('</head>', () => `${preloads}${SLOT}</head>`)
    .replace(ROOT, () => `<div id="root">${SLOT}</div>${SLOT}`);
  const parts = deferScripts(slotted, timing, loader).split(SLOT);
  return parts.length === 4 ? [parts[0], parts[1], parts[2], parts[3]] : undefined;
}

/** A rendered page's HTML in its frame. */
export function framed([start, afterHead, afterBody, end]: PageFrame, page: { head: string; body: string; state: string }): string {
  return start + page.head + afterHead + page.body + afterBody + page.state + end;
}
