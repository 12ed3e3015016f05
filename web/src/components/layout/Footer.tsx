import { Box, Container, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { FEEDBACK_EMAIL, FEEDBACK_LINKEDIN } from '@/config/constants';

function FooterLink({ to, children, external }: { to: string; children: string; external?: boolean }) {
  if (external) {
    return (
      <Link href={to} color="fg.muted" fontSize="sm" _hover={{ color: 'fg' }}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild color="fg.muted" fontSize="sm" _hover={{ color: 'fg' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/** `year` of the copyright line: the page's fragment key holds it (Layout). */
export function Footer({ year }: { year: number }) {
  return (
    <Box as="footer" id="feedback" borderTopWidth="1px" bg="bg.subtle" mt="16" scrollMarginTop="20">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="10">
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 2fr' }} gap="8">
          <Stack gap="2">
            <Heading as="h2" size="sm">
              Resources
            </Heading>
            <FooterLink to="/upcoming">Browse Conferences</FooterLink>
            <FooterLink to="/map">Conference Map</FooterLink>
            <FooterLink to="/calendar">Conference Calendar</FooterLink>
            <FooterLink to="/submit">Submit Conference</FooterLink>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm">
              Admin
            </Heading>
            <FooterLink to="/admin">Admin Dashboard</FooterLink>
            <FooterLink to="/api/healthz" external>
              Health Check
            </FooterLink>
          </Stack>
          <Stack gap="2">
            <Heading as="h2" size="sm">
              Share Feedback/Questions
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              Missing a feature, found a wrong date, or want to talk? We read everything.
            </Text>
            <Link href={`mailto:${FEEDBACK_EMAIL}?subject=ConfDir%20feedback`} fontSize="sm" color="brand.fg">
              Email us at {FEEDBACK_EMAIL}
            </Link>
            <Link href={FEEDBACK_LINKEDIN} target="_blank" rel="noopener noreferrer" fontSize="sm" color="brand.fg">
              Send us a message on LinkedIn
            </Link>
          </Stack>
        </Grid>
        <Text fontSize="xs" color="fg.muted" mt="10">
          © {year} ConfDir. Open source, community run.
        </Text>
      </Container>
    </Box>
  );
}
