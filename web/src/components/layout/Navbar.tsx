import { Box, Button, CloseButton, Container, Drawer, Flex, HStack, IconButton, Link, Portal, Stack } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { ColorModeButton } from '@/components/ui/color-mode';
import { NAV_LINKS } from './nav-links';

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

function NavItem({ label, to, anchor, onClick }: { label: string; to: string; anchor?: boolean; onClick?: () => void }) {
  if (anchor) {
    return (
      <Link href={to} onClick={onClick} fontSize="sm" fontWeight="medium" color="fg.muted" _hover={{ color: 'fg' }} px="2" py="1.5">
        {label}
      </Link>
    );
  }
  return (
    <Link asChild fontSize="sm" fontWeight="medium" color="fg.muted" _hover={{ color: 'fg' }} px="2" py="1.5" rounded="md" css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}>
      <NavLink to={to} end onClick={onClick}>
        {label}
      </NavLink>
    </Link>
  );
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const [primary, secondary] = [NAV_LINKS.slice(0, 6), NAV_LINKS.slice(6)];
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
            {primary.map((l) => (
              <NavItem key={l.label} {...l} />
            ))}
          </HStack>
          <HStack gap="2" ml="auto" display={{ base: 'none', lg: 'flex' }}>
            <Button asChild size="sm" variant="outline">
              <RouterLink to="/create-company">Add Company</RouterLink>
            </Button>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to="/submit">Submit Conference</RouterLink>
            </Button>
            <NavItem label="Admin" to="/admin" />
            <ColorModeButton />
          </HStack>
          <HStack ml="auto" display={{ base: 'flex', lg: 'none' }}>
            <ColorModeButton />
            <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end">
              <Drawer.Trigger asChild>
                <IconButton variant="ghost" aria-label="Open menu">
                  <Menu />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content>
                    <Drawer.Header>
                      <Drawer.Title>Menu</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Stack as="nav" aria-label="Mobile" gap="1">
                        {[...primary, ...secondary].map((l) => (
                          <NavItem key={l.label} {...l} onClick={() => setOpen(false)} />
                        ))}
                      </Stack>
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Close menu" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
