import { useEffect, useRef } from 'react';

/** What the reader does to scroll themselves: from then on the page leaves the scroll to them. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** Smooth scrolls started at most per page change (the first and the ones that finish an interrupted one). */
const MAX_SCROLLS = 4;

/**
 * Scrolls smoothly to the top and sees it through. A smooth scroll is an animation that another scroll
 * cancels: one the browser makes while the new page settles (its results, pager and images committing in
 * turn, on a slow phone long after the first frame) stopped it short of the top, and left the reader (and a
 * browser test) mid-page. So when a scroll ends above the top without the reader having scrolled, it goes on
 * from where it stopped. Without `scrollend` (older Safari) it is one smooth scroll, as before.
 */
function scrollToTop(): () => void {
  let scrolls = 0;
  const scroll = () => {
    scrolls++;
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const stop = () => {
    window.removeEventListener('scrollend', onEnd);
    for (const type of READER_INPUT) window.removeEventListener(type, stop);
  };
  const onEnd = () => (window.scrollY <= 0 || scrolls >= MAX_SCROLLS ? stop() : scroll());
  if (window.scrollY <= 0) return stop;
  window.addEventListener('scrollend', onEnd);
  for (const type of READER_INPUT) window.addEventListener(type, stop, { passive: true });
  scroll();
  return stop;
}

/**
 * SPEC §4: a page change scrolls smoothly to the top. The scroll starts once the new page has
 * rendered: started at the click, the skeleton and then the shorter page replacing the old one
 * arrive mid-scroll.
 */
export function useScrollTopOnPageChange(shownPage: number | undefined) {
  const lastShown = useRef(shownPage);
  useEffect(() => {
    if (shownPage === undefined) return;
    const changed = lastShown.current !== undefined && lastShown.current !== shownPage;
    lastShown.current = shownPage;
    return changed ? scrollToTop() : undefined;
  }, [shownPage]);
}
