import { useEffect, useRef } from 'react';

/**
 * SPEC §4: a page change scrolls smoothly to the top. The scroll starts once the new page has
 * rendered: started at the click, the skeleton and then the shorter page replacing the old one
 * could cut a smooth scroll short and leave the reader mid-page.
 */
export function useScrollTopOnPageChange(shownPage: number | undefined) {
  const lastShown = useRef(shownPage);
  useEffect(() => {
    if (shownPage === undefined) return;
    if (lastShown.current !== undefined && lastShown.current !== shownPage) window.scrollTo({ top: 0, behavior: 'smooth' });
    lastShown.current = shownPage;
  }, [shownPage]);
}
