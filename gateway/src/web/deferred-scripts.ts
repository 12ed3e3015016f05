const MODULE_SCRIPT = /<script type="module" crossorigin src="(\/[^"]+)"><\/script>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="(\/[^"]+)">/g;

/**
 * Fetches the entry and its preloads once the first frame is painted (at once in a hidden tab, which
 * paints nothing). Classic inline script: `document.currentScript` is the tag carrying the URLs.
 */
export const LOADER_SCRIPT =
  "(function(d,t){function go(){t.dataset.preload.split(' ').forEach(function(h){if(!h)return;" +
  "var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});" +
  "var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=t.dataset.entry;d.head.appendChild(s)}" +
  "d.visibilityState==='hidden'?go():requestAnimationFrame(function(){setTimeout(go)})})(document,document.currentScript)";

/**
 * A server-rendered page is readable before any script runs, so its scripts wait for the first paint:
 * in the head they are fetched with the HTML and, on a slow phone network, ~170 KB of JavaScript
 * shares the bandwidth with the page and its CSS (Lighthouse's mobile run counted them into first
 * and largest contentful paint: 2.8–3.3 s). The module script and modulepreload tags move into one
 * inline loader at the end of the body, which adds them after the first frame.
 * The loader's text is the same in every page: the CSP allows it by its hash (script-src allows 'self' for
 * what it adds).
 */
export function deferScripts(html: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const rest = html
    .replace(MODULE_SCRIPT, (_, src: string) => (entries.push(src), ''))
    .replace(MODULE_PRELOAD, (_, href: string) => (preloads.push(href), ''));
  // One entry is what Vite builds; anything else is left as it was rather than guessed at.
  if (entries.length !== 1) return html;
  const loader = `<script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}">${LOADER_SCRIPT}</script>`;
  return rest.replace('</body>', () => `${loader}</body>`);
}
