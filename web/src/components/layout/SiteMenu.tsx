import { chakra, IconButton, Stack, Text } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { NavItem } from './NavItem';

const MENU_ID = 'site-menu';

/** Closes the menu after a link inside it was followed in the page (client navigation keeps the document). */
function closeMenu(): void {
  document.getElementById(MENU_ID)?.hidePopover();
}

/**
 * The phone menu: a native popover (button `popovertarget`), so it opens on the first tap, before any script
 * has loaded or hydrated, and without JavaScript at all; the browser gives Escape, light dismiss and
 * aria-expanded. It slides in from the end like the drawer it replaced.
 */
export function SiteMenu({ links }: { links: readonly { label: string; to: string; anchor?: boolean }[] }) {
  return (
    <>
      <IconButton variant="ghost" aria-label="Open menu" popoverTarget={MENU_ID}>
        <Menu />
      </IconButton>
      <chakra.div
        id={MENU_ID}
        popover="auto"
        position="fixed"
        inset="0"
        insetStart="auto"
        m="0"
        w="min(20rem, 85vw)"
        h="100dvh"
        maxH="100dvh"
        p="4"
        borderWidth="0"
        borderStartWidth="1px"
        bg="bg.panel"
        color="fg"
        boxShadow="lg"
        css={{ '&::backdrop': { bg: 'blackAlpha.600' } }}
      >
        <Stack gap="4">
          <chakra.div display="flex" alignItems="center" justifyContent="space-between">
            <Text fontWeight="semibold" fontSize="lg">
              Menu
            </Text>
            <IconButton size="sm" variant="ghost" aria-label="Close menu" popoverTarget={MENU_ID} popoverTargetAction="hide">
              <X />
            </IconButton>
          </chakra.div>
          <Stack as="nav" aria-label="Mobile" gap="1">
            {links.map((l) => (
              <NavItem key={l.label} {...l} onClick={closeMenu} />
            ))}
          </Stack>
        </Stack>
      </chakra.div>
    </>
  );
}
