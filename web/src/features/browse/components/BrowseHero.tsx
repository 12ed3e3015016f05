import { Box, Button, Heading, HStack, Text } from '@chakra-ui/react';
import { ArrowDown, Plus } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

export function BrowseHero({ listingId }: { listingId: string }) {
  return (
    <Box
      as="section"
      aria-labelledby="browse-hero-title"
      rounded="2xl"
      px={{ base: '5', md: '12' }}
      py={{ base: '10', md: '16' }}
      bgGradient="to-br"
      gradientFrom="brand.subtle"
      gradientTo="bg.subtle"
      borderWidth="1px"
      borderColor="brand.muted"
    >
      <Heading as="h1" id="browse-hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="1.1" letterSpacing="tight" maxW="3xl">
        All the world&apos;s conferences, in one place.
      </Heading>
      <Text mt="4" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
        Search by topic, date, or location. Submit missing events in seconds.
      </Text>
      <HStack mt="8" gap="3" wrap="wrap">
        <Button asChild colorPalette="brand" size="lg">
          <a href={`#${listingId}`}>
            <ArrowDown aria-hidden /> Browse Conferences
          </a>
        </Button>
        <Button asChild variant="outline" size="lg" bg="bg">
          <RouterLink to="/submit">
            <Plus aria-hidden /> Submit a Conference
          </RouterLink>
        </Button>
      </HStack>
    </Box>
  );
}
