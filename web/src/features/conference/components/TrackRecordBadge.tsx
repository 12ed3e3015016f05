import { Badge, Box, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Award, Star } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { FEATURED_COMPANY_SLUG } from '@/config/constants';
import { useFeaturedCompanyEvents } from '../api/company-events';

const ROLE_TEXT: Record<string, string> = {
  ATTENDED: 'Attended',
  SPONSORED: 'Sponsored',
  SPOKE: 'Spoke',
  EXHIBITED: 'Exhibited',
  DID_NOT_ATTEND: 'Did not attend',
};

/**
 * The featured company's track record on this conference (SPEC §2): each entry's role, year and
 * rating out of 5, linking to the company's profile. Nothing at all when there is no entry.
 */
export function TrackRecordBadge({ conferenceId }: { conferenceId: number }) {
  const { data } = useFeaturedCompanyEvents(conferenceId);
  const entries = (data ?? []).filter((e) => e.companySlug === FEATURED_COMPANY_SLUG && e.conferenceId === conferenceId);
  if (!entries.length) return null;
  return (
    <Box as="aside" aria-label="Our track record at this conference" borderWidth="1px" borderColor="brand.emphasized" bg="brand.subtle" rounded="card" px="4" py="3">
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'flex-start', sm: 'center' }} justify="space-between">
        <HStack gap="3" align="flex-start">
          <Box color="brand.fg" mt="0.5" aria-hidden>
            <Award size={20} />
          </Box>
          <Stack as="ul" listStyleType="none" gap="1">
            {entries.map((entry) => (
              <HStack as="li" key={entry.id} gap="2" wrap="wrap" fontSize="sm">
                <Badge colorPalette="brand" variant="solid">
                  {ROLE_TEXT[entry.role] ?? entry.role}
                </Badge>
                {entry.year != null && <Text as="span">{entry.year}</Text>}
                {entry.rating != null && (
                  <HStack as="span" gap="1">
                    <Star size={14} fill="currentColor" aria-hidden />
                    <span>{entry.rating}/5</span>
                  </HStack>
                )}
              </HStack>
            ))}
          </Stack>
        </HStack>
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to={`/companies/${FEATURED_COMPANY_SLUG}`}>See our ICP</RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
