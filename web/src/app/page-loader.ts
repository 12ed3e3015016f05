import { STORAGE_KEYS } from '@/config/constants';

/**
 * The inline loader every server-rendered page ends with. Its text is this function's (toString), so it may
 * use nothing from outside itself. `tag` is its own <script>, carrying the entry, the preloads and the timing.
 *
 * - `paint`: the entry and its preloads are added once the first frame is painted (at once in a hidden tab,
 *   which paints nothing).
 * - `intent`: a reading page needs no script to be read, followed, filtered by its GET form or to open its menu
 *   (a native popover), so nothing is fetched until the visitor points at, touches, focuses or types on the page:
 *   a phone that only reads (and a crawler) runs no JavaScript at all. A browser holding the visitor's own marks
 *   (`personalKeys` in its storage: votes, company edit tokens, the reviewer's name) loads them after the first frame instead, so the
 *   page shows those marks without waiting for a touch.
 *
 * Either way, a control used before React has hydrated it (React keeps its props on the element) would do
 * nothing: its click, its form's submit or its select's change is held, and replayed on the same element (or the one React rendered in its place) once
 * it is live (given up after a minute: a slow phone network may take that long to bring the scripts, or when the element is gone); a field typed into is given to React as typed.
 * Links and popover buttons are left to the browser.
 */
export function pageLoader(d: Document, tag: HTMLScriptElement, personalKeys: readonly string[]): void {
  const CONTROLS =
    'button:not([popovertarget]):not([type="submit"]),[role="button"],[role="tab"],[role="checkbox"],[role="switch"],[role="radio"],[role="option"],[role="menuitem"],input[type="checkbox"],input[type="radio"]';
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const href of (tag.dataset.preload || '').split(' ')) {
      if (!href) continue;
      const link = d.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      d.head.appendChild(link);
    }
    const script = d.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = tag.dataset.entry || '';
    d.head.appendChild(script);
  };
  /** React's node for the element, kept on it once a render hydrated it. */
  type Fiber = { alternate: Fiber | null; return: Fiber | null; flags: number; tag: number };
  const fiberOf = (el: Element): Fiber | undefined => {
    const key = Object.keys(el).find((k) => k.indexOf('__reactFiber$') === 0);
    return key ? (el as unknown as Record<string, Fiber>)[key] : undefined;
  };
  // The page marks the root once its hydration is committed (routes.tsx). A section that hydrates as its own render
  // (a Suspense boundary) commits later, and React sends an event only to an element whose render has committed, as
  // its getNearestMountedFiber (react-dom 19) tells: no fiber on the way up still to be placed or hydrated (flags 2 and
  // 4096), up to the root (tag 3). Before that, React gives the event to no handler: a form is then sent by the browser.
  const live = (el: Element): boolean => {
    const fiber = fiberOf(el);
    if (!d.documentElement.hasAttribute('data-hydrated') || !fiber) return false;
    let node = fiber;
    let mounted = true;
    for (let next: Fiber | null = fiber; next && !next.alternate; next = node.return) {
      node = next;
      if (node.flags & 4098) mounted = false;
    }
    while (node.return) node = node.return;
    return mounted && node.tag === 3;
  };
  // Where an element sits under the root (child indexes): a boundary React renders anew on the client (its server
  // markup did not match) has new elements in the same places, and a held action goes to the one in its place.
  const pathOf = (el: Element): number[] => {
    const path: number[] = [];
    for (let at: Element | null = el; at && at.parentElement; at = at.parentElement) path.unshift([...at.parentElement.children].indexOf(at));
    return path;
  };
  const atPath = (path: number[], like: Element): Element | undefined => {
    let at: Element | undefined = d.documentElement;
    for (const i of path) at = at?.children[i];
    return at && at.tagName === like.tagName && at.getAttribute('name') === like.getAttribute('name') ? at : undefined;
  };
  // In the order they were made; one per 50 ms, so the state the first one set is there for the next.
  const held: { el: Element; path: number[]; replay: (el: Element) => void }[] = [];
  let tries = 0;
  let polling = false;
  const replayWhenLive = (): void => {
    const next = held[0];
    polling = next !== undefined;
    if (!next) return;
    if (!next.el.isConnected) next.el = atPath(next.path, next.el) ?? next.el;
    if (!next.el.isConnected || tries++ > 1200) held.shift();
    else if (live(next.el)) {
      held.shift();
      next.replay(next.el);
    }
    polling = held.length > 0;
    if (polling) setTimeout(replayWhenLive, 50);
  };
  const hold = (event: Event): void => {
    const target = event.target as Element | null;
    if (!target || !target.closest) return;
    const typed = event.type === 'input' && (target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !/^(checkbox|radio)$/.test((target as HTMLInputElement).type)));
    const el = event.type === 'submit' || typed ? target : event.type === 'change' ? (target.tagName === 'SELECT' ? target : null) : event.type === 'click' ? target.closest(CONTROLS) : null;
    if (!el || live(el)) return;
    let replay: (el: Element) => void;
    if (typed) {
      // React sets a field back to its state while hydrating it, and compares later input with the value it last
      // saw (its tracker): the typed text goes back in, and the tracker is told it saw something else.
      const typedValue = (el as HTMLInputElement).value;
      const earlier = held.findIndex((h) => h.el === el);
      if (earlier >= 0) held.splice(earlier, 1);
      replay = (now) => {
        const field = now as HTMLInputElement;
        field.value = typedValue;
        (field as unknown as { _valueTracker?: { setValue(v: string): void } })._valueTracker?.setValue(`${typedValue}\u0000`);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      };
    } else if (event.type === 'change') {
      const value = (el as HTMLSelectElement).value;
      replay = (now) => {
        (now as HTMLSelectElement).value = value;
        now.dispatchEvent(new Event('change', { bubbles: true }));
      };
    } else {
      event.preventDefault();
      event.stopPropagation();
      const submitter = (event as SubmitEvent).submitter;
      // The button that sent the form, if it is still one of the form's (else the form is sent as by Enter).
      replay =
        event.type === 'submit'
          ? (now) => (now as HTMLFormElement).requestSubmit(submitter && submitter.isConnected && (submitter as HTMLButtonElement).form === now ? submitter : null)
          : (now) => (now as HTMLElement).click();
    }
    start();
    held.push({ el, path: pathOf(el), replay });
    tries = 0;
    if (!polling) {
      polling = true;
      setTimeout(replayWhenLive, 50);
    }
  };
  for (const type of ['click', 'submit', 'change', 'input']) d.addEventListener(type, hold, true);
  const personal = personalKeys.some((key) => {
    try {
      return localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  });
  if (tag.dataset.timing === 'intent' && !personal) {
    for (const type of ['pointerover', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel']) d.addEventListener(type, start, { capture: true, passive: true, once: true });
  } else if (d.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
}

/** Storage that makes a page personal: what the visitor voted for, the companies they may edit, the admin key, the reviewer's name. */
const PERSONAL_KEYS = [STORAGE_KEYS.votedConferences, STORAGE_KEYS.companyTokens, STORAGE_KEYS.adminKey, STORAGE_KEYS.reviewFormData];

/**
 * The loader as the inline script the gateway ends every server-rendered page with (gateway/src/web/deferred-scripts.ts),
 * the same text in every page: the CSP allows it by its hash.
 */
export const PAGE_LOADER = `(${pageLoader.toString()})(document,document.currentScript,${JSON.stringify(PERSONAL_KEYS)})`;
