import { Badge, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { Recommendation } from '@confdir/contracts/web';
import { formatDateRange } from '@/lib/dates';
import { modeLabel } from '../utils/fit-filters';
import { RankedItem } from './RankedItem';

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
    <RankedItem
      to={`/conference/${conference.slug}`}
      title={conference.title}
      score={
        <Badge colorPalette={scorePalette(score)} variant="subtle" size="md" flexShrink={0}>
          <span aria-hidden>{score}/100</span>
          <VisuallyHidden>Fit score {score} out of 100</VisuallyHidden>
        </Badge>
      }
    >
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
    </RankedItem>
  );
}
