import { Box, Button, Container, Flex, HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ColorModeButton } from '@/components/ui/color-mode';
import { ScriptOnly } from './ScriptOnly';
import { NAV_LINKS } from './nav-links';
import { NavItem } from './NavItem';
import { SiteMenu } from './SiteMenu';

/** The same mark as the favicon, so the tab and the page agree. */
function BrandMark() {
  return (
    <Box as="span" display="inline-flex" mr="2" aria-hidden>
      <svg width="28" height="28" viewBox="0 0 32 32" role="presentation">
        <rect width="32" height="32" rx="8" fill="#4338ca" />
        <path d="M9 11h14M9 16h14M9 21h9" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </Box>
  );
}

/** The header. Only the colour-mode buttons need a script (they wait for it); the phone menu works without. */
export function Navbar() {
  const [primary, secondary] = [NAV_LINKS.slice(0, 8), NAV_LINKS.slice(8)];
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/90" backdropFilter="saturate(180%) blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex as="nav" aria-label="Main" h="16" align="center" gap="4">
          <Link asChild fontWeight="bold" fontSize="lg" color="fg" _hover={{ textDecoration: "none" }} flexShrink={0} display="inline-flex" alignItems="center">
            <RouterLink to="/">
              <BrandMark />
              ConfDir
            </RouterLink>
          </Link>
          <HStack gap="0.5" display={{ base: 'none', lg: 'flex' }} flex="1">
            {primary.map((l) =>
              'wide' in l ? (
                <Box key={l.label} display={{ base: 'none', xl: 'contents' }}>
                  <NavItem {...l} />
                </Box>
              ) : (
                <NavItem key={l.label} {...l} />
              ),
            )}
          </HStack>
          <HStack gap="2" ml="auto" display={{ base: 'none', lg: 'flex' }}>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/create-company">Add Company</RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/submit">Submit Conference</RouterLink>
            </Button>
            <NavItem label="Admin" to="/admin" />
            <ScriptOnly>
              <ColorModeButton />
            </ScriptOnly>
          </HStack>
          <HStack ml="auto" display={{ base: 'flex', lg: 'none' }}>
            <ScriptOnly>
              <ColorModeButton />
            </ScriptOnly>
            <SiteMenu links={[...primary, ...secondary]} />
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
