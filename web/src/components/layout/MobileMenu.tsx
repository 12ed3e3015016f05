import { CloseButton, Portal, Stack } from '@chakra-ui/react';
import type { RefObject } from 'react';
import { NavItem } from './NavItem';
import { Drawer } from '@/components/ui/widgets/drawer';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: { label: string; to: string; anchor?: boolean }[];
  /** The button that opened the menu gets the focus back when it closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
}

export default function MobileMenu({ open, onOpenChange, links, returnFocus }: Props) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="end" finalFocusEl={() => returnFocus.current}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack as="nav" aria-label="Mobile" gap="1">
                {links.map((l) => (
                  <NavItem key={l.label} {...l} onClick={() => onOpenChange(false)} />
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
  );
}
