import { createContext, useContext, useId, type ReactNode } from 'react';

/** What a server render offers its fragments: the kept HTML of a fragment, or undefined (render it, and keep it). */
export interface FragmentSource {
  take(key: string): string | undefined;
}

/** Set by the server renderer only: in the browser (and in the site stylesheet's build) every fragment renders as usual. */
export const FragmentContext = createContext<FragmentSource | null>(null);

/**
 * A part of the page whose markup depends on nothing but `name` (the code's version aside): the same for every
 * visitor and every page that shows it at the same place, like the header, the footer or an empty form. The server
 * renders it once and then writes the kept HTML, which saves most of a page's styled elements on each render (see
 * docs/performance.md); the browser renders and hydrates `children` as usual, over the same DOM.
 *
 * The key holds this component's own `useId`: it names the place in the tree, so React's ids inside (labels,
 * tabs) are the same as a render there would make them. The wrapper has `display: contents` (theme-global.ts),
 * so it adds no box to the layout. `copy={false}` renders `children` as they are, in the same wrapper: a part that
 * is the same only in some states (an empty list) keeps its place in the tree, and its state, when it fills.
 */
export function ServerFragment({ name, copy = true, children }: { name: string; copy?: boolean; children: ReactNode }) {
  const key = `${name}${useId()}`;
  const source = useContext(FragmentContext);
  const html = copy ? source?.take(key) : undefined;
  return html === undefined ? <div data-fragment={key}>{children}</div> : <div data-fragment={key} dangerouslySetInnerHTML={{ __html: html }} />;
}
