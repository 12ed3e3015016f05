import { Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Company } from '../types';
import { CompanyLogo } from './CompanyLogo';

export function CompanyCard({ company }: { company: Company }) {
  const href = `/companies/${company.slug}`;
  return (
    <Card.Root as="article" variant="outline" rounded="card" h="full">
      <Card.Body gap="4">
        <HStack gap="4" align="center">
          <CompanyLogo url={company.logoUrl} name={company.name} size="48px" />
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md" lineClamp={1}>
              <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={href}>{company.name}</RouterLink>
              </Link>
            </Heading>
            {company.locations && (
              <Text fontSize="sm" color="fg.muted" lineClamp={1}>
                {company.locations}
              </Text>
            )}
          </Stack>
        </HStack>
        {company.icpSummary && (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {company.icpSummary}
          </Text>
        )}
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={href} aria-label={`View Profile of ${company.name}`}>
            View Profile
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
