import { Suspense } from 'react';
import { NoScriptFilters } from '@/components/discovery/FilterCard';
import { ScriptOnly } from '@/components/layout/ScriptOnly';
import { browsePlainFields, FilterPanel } from '@/components/listing/FilterPanel';
import type { BrowseFilters } from '@/lib/listing-filters';

interface Props {
  /** The page's path: the plain form's target without JavaScript. */
  path: string;
  filters: BrowseFilters;
  onChange: (patch: Partial<Omit<BrowseFilters, 'page'>>) => void;
  onClear: () => void;
}

/** The listing's filters on the map and the calendar: no dates (the month, or all that is upcoming) and no sort. */
export function PlaceFilters({ path, filters, onChange, onClear }: Props) {
  return (
    <Suspense>
      <ScriptOnly>
        <FilterPanel filters={filters} onChange={onChange} onClear={onClear} omit={['dates', 'sort']} />
      </ScriptOnly>
      <NoScriptFilters action={path} fields={browsePlainFields(filters, undefined, ['dates', 'sort'])} />
    </Suspense>
  );
}
