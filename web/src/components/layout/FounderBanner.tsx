import { Box, CloseButton, Container, Flex, Link, Text } from '@chakra-ui/react';
import { useState } from 'react';

/** Asks for feedback until dismissed; deliberately not persisted (SPEC §1). */
export function FounderBanner() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Box bg="brand.solid" color="brand.contrast" role="region" aria-label="Message from the founders">
      <Container maxW="7xl" px={{ base: '4', md: '6' }}>
        <Flex align="center" gap="3" py="2">
          <Text fontSize="sm" flex="1">
            We&apos;re the founders, building the directory we always wanted. What&apos;s missing?{' '}
            <Link href="#feedback" color="inherit" textDecoration="underline" fontWeight="semibold" focusRingColor="brand.contrast">
              Tell us
            </Link>
          </Text>
          <CloseButton size="sm" color="inherit" focusRingColor="brand.contrast" aria-label="Dismiss banner" onClick={() => setOpen(false)} />
        </Flex>
      </Container>
    </Box>
  );
}
