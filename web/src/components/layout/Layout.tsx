import { Box, Container, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Footer } from './Footer';
import { FounderBanner } from './FounderBanner';
import { HydrationGate } from './HydrationGate';
import { Navbar } from './Navbar';

export function Layout() {
  return (
    <HydrationGate>
      <Flex direction="column" minH="100dvh">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <FounderBanner />
        <Navbar />
        <Box as="main" id="main" flex="1" tabIndex={-1} _focus={{ outline: 'none' }}>
          <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
            <Outlet />
          </Container>
        </Box>
        <Footer />
      </Flex>
    </HydrationGate>
  );
}
