const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/** When a page's scripts load (web/src/app/page-loader.ts): after the first frame, or on the visitor's first interaction. */
export type ScriptTiming = 'paint' | 'intent';

/**
 * A server-rendered page is readable before any script runs, so its scripts never compete with it: in the
 * head they were fetched with the HTML and, on a slow phone network, ~170 KB of JavaScript shared the bandwidth
 * with the page and its CSS. The module script and modulepreload tags move into one inline loader at the end
 * of the body, the web app's page loader (`loader`, its text; the same in every page, so the CSP allows it by its
 * hash), which adds them after the first frame or on the first interaction (`timing`). script-src allows 'self'
 * for what it adds.
 */
export function deferScripts(html: string, timing: ScriptTiming, loader: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(MODULE_SCRIPT, (_, src: string) => (entries.push(src), ''))
    .replace(MODULE_PRELOAD, (_, href: string) => (preloads.push(href), ''));
  // One entry is what Vite builds; anything else is left as it was rather than guessed at.
  if (entries.length !== 1) return html;
  const tag = `<script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}" data-timing="${timing}">${loader}</script>`;
  return rest.replace('</body>', () => `${tag}</body>`);
}
