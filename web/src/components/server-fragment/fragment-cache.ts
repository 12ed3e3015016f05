import type { EmotionCache } from '@emotion/cache';
import type { FragmentSource } from './ServerFragment';

/** A fragment's HTML and the emotion rules its classes name, by id. */
interface KeptFragment {
  html: string;
  rules: [id: string, css: string][];
}

/** Fragments are few (a header per current link, a footer, two forms per place): this bounds a bug, not the working set. */
const MAX_FRAGMENTS = 100;
/** The ids of the emotion classes (`css-<id>`) a piece of the page names: the server renderer reads its pages with it too. */
export const CLASS_IDS = /css-([a-zA-Z0-9-_]+)/g;

/** The markup inside `<div data-fragment="key">`: React's output is well formed, and `<` is escaped in text and attributes. */
export function fragmentHtml(page: string, key: string): string | undefined {
  const open = `<div data-fragment="${key}">`;
  const start = page.indexOf(open);
  if (start < 0) return undefined;
  const from = start + open.length;
  const tags = /<(\/?)div[\s>]/g;
  tags.lastIndex = from;
  let depth = 1;
  for (let m = tags.exec(page); m; m = tags.exec(page)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return page.slice(from, m.index);
  }
  return undefined;
}

/** The server's kept fragments (ServerFragment), filled from the pages it renders. */
export class FragmentCache {
  private readonly kept = new Map<string, KeptFragment>();

  /** One render's view: a kept fragment's rules join the render's emotion cache, so the page's styles name them. */
  forRender(emotion: EmotionCache): FragmentSource & { missed: string[] } {
    const missed: string[] = [];
    return {
      missed,
      take: (key) => {
        const fragment = this.kept.get(key);
        if (!fragment) {
          missed.push(key);
          return undefined;
        }
        for (const [id, css] of fragment.rules) emotion.inserted[id] = css;
        return fragment.html;
      },
    };
  }

  /** Keeps the fragments a render wrote in full (`missed`) from its page, with the rules of their classes. */
  keep(page: string, missed: readonly string[], emotion: EmotionCache): void {
    for (const key of missed) {
      const html = fragmentHtml(page, key);
      if (html === undefined || this.kept.has(key)) continue;
      const ids = new Set(Array.from(html.matchAll(CLASS_IDS), (m) => m[1]));
      const rules = [...ids].flatMap((id): [string, string][] => {
        const css = emotion.inserted[id];
        return typeof css === 'string' ? [[id, css]] : [];
      });
      if (this.kept.size >= MAX_FRAGMENTS) this.kept.delete(this.kept.keys().next().value as string);
      this.kept.set(key, { html, rules });
    }
  }
}
