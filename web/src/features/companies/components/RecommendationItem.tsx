import { Badge, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Recommendation } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateRange } from '@/lib/dates';
import { modeLabel } from '../utils/fit-filters';

/** A score reads as a colour at a glance and as words to a screen reader. */
function scorePalette(score: number): string {
  if (score >= 70) return 'green';
  if (score >= 40) return 'yellow';
  return 'gray';
}

/** One recommended conference: title, when and where, the fit score and why, in words. */
export function RecommendationItem({ recommendation }: { recommendation: Recommendation }) {
  const { conference, score, reasons } = recommendation;
  const facts = [conference.startDateUTC && formatDateRange(conference.startDateUTC, conference.endDateUTC), conference.location, modeLabel(conference.attendanceMode)].filter(Boolean);
  return (
    <Stack as="li" gap="1.5" borderBottomWidth="1px" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <HStack justify="space-between" align="flex-start" gap="3">
        <Link asChild color="brand.fg" fontWeight="semibold" minW="0" wordBreak="break-word">
          <RouterLink to={`/conference/${conference.slug}`}>{conference.title}</RouterLink>
        </Link>
        <Badge colorPalette={scorePalette(score)} variant="subtle" size="md" flexShrink={0}>
          <span aria-hidden>{score}/100</span>
          <VisuallyHidden>Fit score {score} out of 100</VisuallyHidden>
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {facts.join(' · ')}
      </Text>
      {reasons.length > 0 && (
        <Stack as="ul" gap="0.5" ps="4" listStyleType="disc" fontSize="sm" aria-label={`Why ${conference.title} fits`}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
