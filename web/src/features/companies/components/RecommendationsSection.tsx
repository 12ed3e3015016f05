import { Button, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { errorMessage } from '@/lib/api-client';
import { NO_RECOMMENDATION_FILTERS, useRecommendations, type RecommendationFilters } from '../api/get-recommendations';
import { MODE_OPTIONS, quarterOptions, REGION_OPTIONS } from '../utils/fit-filters';
import { RecommendationItem } from './RecommendationItem';
import { SectionCard } from '@/components/layout/SectionCard';

/** Previous / Next through the ranking; the API pages it, so the list never grows with the catalog. */
function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Recommendation pages" justify="space-between" gap="3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {page} of {totalPages}
      </Text>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}

/** "Conferences that fit your ICP": upcoming conferences ranked for this company, with the reasons, filters and pages. */
export function RecommendationsSection({ companySlug }: { companySlug: string }) {
  const [filters, setFilters] = useState<RecommendationFilters>(NO_RECOMMENDATION_FILTERS);
  const quarters = useMemo(() => quarterOptions(new Date()), []);
  const { data, isPending, isError, error, isPlaceholderData } = useRecommendations(companySlug, filters);
  // A new filter starts again at the first page.
  const narrow = (patch: Partial<RecommendationFilters>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));

  return (
    <SectionCard id="fit" title="Conferences that fit your ICP" description="Upcoming conferences scored 0–100 against this profile, its track record and what similar companies rated well.">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label="Filter recommendations">
        <SelectField label="Region" value={filters.region} onChange={(region) => narrow({ region })} options={REGION_OPTIONS} />
        <SelectField label="Quarter" value={filters.quarter} onChange={(quarter) => narrow({ quarter })} options={quarters} />
        <SelectField label="Format" value={filters.mode} onChange={(mode) => narrow({ mode })} options={MODE_OPTIONS} />
      </SimpleGrid>
      {isPending ? (
        <Stack gap="3" role="status" aria-busy="true" aria-label="Loading recommendations">
          <Skeleton h="16" />
          <Skeleton h="16" />
          <Skeleton h="16" />
        </Stack>
      ) : isError ? (
        <Text color="fg.error">{errorMessage(error, 'Could not load recommendations')}</Text>
      ) : data.recommendations.length === 0 ? (
        <Text color="fg.muted">No upcoming conferences match these filters.</Text>
      ) : (
        <Stack as="ol" listStyleType="none" gap="3" aria-label="Recommended conferences" opacity={isPlaceholderData ? 0.6 : 1}>
          {data.recommendations.map((r) => (
            <RecommendationItem key={r.conference.id} recommendation={r} />
          ))}
        </Stack>
      )}
      {data && <Pager page={data.page} totalPages={data.totalPages} onPage={(page) => setFilters((f) => ({ ...f, page }))} />}
    </SectionCard>
  );
}
