import { GridItem, SimpleGrid } from '@chakra-ui/react';
import { SelectField } from '@/components/form/SelectField';
import { CONFERENCE_TYPES } from '@/config/constants';
import { QUARTERS, type Quarter, type TopSelection } from '../lib/quarters';

const CATEGORY_OPTIONS = [{ value: 'all', label: 'All Categories' }, ...CONFERENCE_TYPES.map((t) => ({ value: t, label: t }))];

/** `onChange` gets the one field changed: the page merges it into the selection it last asked for (TopConferencesPage). */
export function RankingSelectors({ selection, years, onChange }: { selection: TopSelection; years: number[]; onChange: (change: Partial<TopSelection>) => void }) {
  return (
    <SimpleGrid as="section" aria-label="Ranking selection" columns={{ base: 2, sm: 3 }} gap="4" maxW={{ sm: '2xl' }}>
      <SelectField label="Quarter" value={selection.quarter} onChange={(quarter) => onChange({ quarter: quarter as Quarter })} options={QUARTERS.map((q) => ({ value: q, label: q }))} />
      <SelectField label="Year" value={String(selection.year)} onChange={(year) => onChange({ year: Number(year) })} options={years.map((y) => ({ value: String(y), label: String(y) }))} />
      <GridItem colSpan={{ base: 2, sm: 1 }}>
        <SelectField label="Category" value={selection.type} onChange={(type) => onChange({ type })} options={CATEGORY_OPTIONS} />
      </GridItem>
    </SimpleGrid>
  );
}
