import { Badge, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PIPELINE_MAX } from '@/config/constants';
import type { PipelineInterest } from '../types';
import { interestLabel, interestPalette } from '../utils/roles';
import { SectionCard } from '@/components/layout/SectionCard';

/** Current Pipeline: the company's interest entries, at most 10 (SPEC §2); absent when there are none. */
export function PipelineSection({ interests }: { interests: PipelineInterest[] }) {
  if (!interests.length) return null;
  return (
    <SectionCard id="pipeline" title="Current Pipeline">
      <Stack as="ul" listStyleType="none" gap="2">
        {interests.slice(0, PIPELINE_MAX).map((interest) => (
          <HStack as="li" key={interest.id} justify="space-between" gap="3" borderBottomWidth="1px" pb="2" _last={{ borderBottomWidth: 0, pb: 0 }}>
            {interest.conference ? (
              <Link asChild color="brand.fg" fontWeight="medium" minW="0">
                <RouterLink to={`/conference/${interest.conference.slug}`}>{interest.conference.title}</RouterLink>
              </Link>
            ) : (
              <Text fontWeight="medium">Conference #{interest.conferenceId}</Text>
            )}
            <Badge colorPalette={interestPalette(interest.status)} variant="subtle" flexShrink={0}>
              {interestLabel(interest.status)}
            </Badge>
          </HStack>
        ))}
      </Stack>
    </SectionCard>
  );
}
