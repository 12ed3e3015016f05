import { Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ConferenceCompanyRole } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { useConferenceCompanies } from '../api/get-conference-companies';
import { SectionCard } from '@/components/layout/SectionCard';

const GROUP_TITLES: Record<ConferenceCompanyRole, string> = {
  SPONSORING: 'Sponsoring',
  EXHIBITING: 'Exhibiting',
  SPEAKING: 'Speaking',
  ATTENDING: 'Attending',
};

/**
 * "Who else is going": companies sponsoring, exhibiting, speaking at or attending this conference,
 * grouped by role, each linked to its profile when it has one. Nothing when nobody said so.
 */
export function ConferenceCompanies({ slug }: { slug: string }) {
  const { data } = useConferenceCompanies(slug);
  if (!data || data.total === 0) return null;
  return (
    <SectionCard id="going" title="Who else is going">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {data.groups.map((group) => (
          <Stack key={group.role} gap="2">
            <Heading as="h3" size="sm" id={`going-${group.role}`}>
              {GROUP_TITLES[group.role]} ({group.companies.length})
            </Heading>
            <Stack as="ul" listStyleType="none" gap="1" aria-labelledby={`going-${group.role}`}>
              {group.companies.map((company) => (
                <li key={`${company.slug}-${company.name}`}>
                  {company.slug ? (
                    <Link asChild color="brand.fg" wordBreak="break-word">
                      <RouterLink to={`/companies/${company.slug}`}>{company.name}</RouterLink>
                    </Link>
                  ) : (
                    <Text wordBreak="break-word">{company.name}</Text>
                  )}
                </li>
              ))}
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
