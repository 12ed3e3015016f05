import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ServerFragment } from '@/components/server-fragment/ServerFragment';
import { defineStyles, recipe, useStyles } from '@/components/ui/static-styles';
import { Footer } from './Footer';
import { FounderBanner } from './FounderBanner';
import { Navbar } from './Navbar';
import { NAV_LINKS } from './nav-links';
import { NO_SCRIPT_CSS } from './ScriptOnly';

/**
 * What the header's markup depends on: which link marks the current page (NavItem: NavLink with `end`, compared
 * without case). Every other page shows the same header.
 */
function currentLink(pathname: string): string {
  const path = pathname.toLowerCase();
  return String(NAV_LINKS.findIndex((l) => !('anchor' in l) && l.to === path));
}

const styles = defineStyles({
  page: { display: 'flex', flexDirection: 'column', minH: '100dvh' },
  main: { flex: '1', _focus: { outline: 'none' } },
  container: [recipe('container'), { maxW: '7xl', px: { base: '4', md: '6' }, py: { base: '6', md: '10' } }],
});

/**
 * The Suspense boundaries never show a fallback (nothing in them suspends): they split hydration.
 * React hydrates each server-rendered boundary as its own interruptible render and commit, header
 * and footer apart from the page (whose route has its own boundary), so a phone's main thread is
 * never held for the whole page at once, and a tap hydrates the region it lands on first.
 * A click on a button before hydration is held by the page's loader and replayed once the button is live
 * (ScriptOnly); without JavaScript, NO_SCRIPT_CSS shows what needs a script as unavailable.
 */
export function Layout() {
  const s = useStyles(styles);
  const { pathname } = useLocation();
  const year = new Date().getFullYear();
  return (
    <div className={s.page}>
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Suspense>
        <ServerFragment name={`header-${currentLink(pathname)}`}>
          <FounderBanner />
          <Navbar />
        </ServerFragment>
      </Suspense>
      <main className={s.main} id="main" tabIndex={-1}>
        <div className={s.container}>
          <Outlet />
        </div>
      </main>
      <Suspense>
        <ServerFragment name={`footer-${year}`}>
          <Footer year={year} />
        </ServerFragment>
      </Suspense>
    </div>
  );
}
