import { Box, Container, Flex } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { FounderBanner } from './FounderBanner';
import { Navbar } from './Navbar';
import { NO_SCRIPT_CSS } from './ScriptOnly';

/**
 * The Suspense boundaries never show a fallback (nothing in them suspends): they split hydration.
 * React hydrates each server-rendered boundary as its own interruptible render and commit, header
 * and footer apart from the page (whose route has its own boundary), so a phone's main thread is
 * never held for the whole page at once, and a tap hydrates the region it lands on first.
 * A click on a button before hydration is held by the page's loader and replayed once the button is live
 * (ScriptOnly); without JavaScript, NO_SCRIPT_CSS shows what needs a script as unavailable.
 */
export function Layout() {
  return (
    <Flex direction="column" minH="100dvh">
      <noscript>
        <style>{NO_SCRIPT_CSS}</style>
      </noscript>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Suspense>
        <FounderBanner />
        <Navbar />
      </Suspense>
      <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
        <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
          <Outlet />
        </Container>
      </Box>
      <Suspense>
        <Footer />
      </Suspense>
    </Flex>
  );
}
