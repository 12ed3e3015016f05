import { Button, Field, GridItem } from '@chakra-ui/react';
import { discoveryPlainFields, DiscoveryFilterFields, type FixedFacet } from '@/components/discovery/DiscoveryFilterFields';
import { FilterCard, type PlainField } from '@/components/discovery/FilterCard';
import { SelectField } from '@/components/form/SelectField';
import { MapPin, RotateCcw } from 'lucide-react';
import type { ListingFacets } from '@confdir/contracts/web';
import { withCounts } from '@/lib/facet-labels';
import { CONFERENCE_TYPES, SORTS } from '@/config/constants';
import type { BrowseFilters, SortValue } from '@/lib/listing-filters';
import { DebouncedInput } from './DebouncedInput';
import { SearchCombobox } from './SearchCombobox';
import { Input } from '@/components/ui/widgets/input';

interface Props {
  filters: BrowseFilters;
  onChange: (patch: Partial<Omit<BrowseFilters, 'page'>>) => void;
  onClear: () => void;
  /** The listing's counts per filter value, once it has answered. */
  facets?: ListingFacets;
  /** Filters the page leaves out: those its path fixes (a landing page's topic or country), dates and sort (the map, the calendar). */
  omit?: readonly ListingFacet[];
}

export type ListingFacet = FixedFacet | 'dates' | 'sort';

const fixedOnly = (omit: readonly ListingFacet[]) => omit.filter((f): f is FixedFacet => f !== 'dates' && f !== 'sort');

function DateField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}

const TYPE_OPTIONS = [{ value: 'all', label: 'All Types' }, ...CONFERENCE_TYPES.map((t) => ({ value: t, label: t }))];

/** The listing's filters (SPEC §3): `/upcoming` and the landing pages of a topic, country or city. */
export function FilterPanel({ filters, onChange, onClear, facets, omit = [] }: Props) {
  return (
    <FilterCard>
      <GridItem colSpan={{ base: 1, sm: 2 }}>
        <SearchCombobox value={filters.q} onChange={onChange} />
      </GridItem>
      <SelectField label="Type" value={filters.type} onChange={(type) => onChange({ type })} options={withCounts(TYPE_OPTIONS, facets?.type)} />
      {!omit.includes('dates') && (
        <>
          <DateField label="From" value={filters.from} onChange={(from) => onChange({ from })} />
          <DateField label="To" value={filters.to} onChange={(to) => onChange({ to })} />
        </>
      )}
      <DebouncedInput label="Location" value={filters.location} onCommit={(location) => onChange({ location })} placeholder="City or country" icon={<MapPin size={16} aria-hidden />} />
      <DiscoveryFilterFields filters={filters} onChange={onChange} facets={facets} omit={fixedOnly(omit)} />
      {!omit.includes('sort') && <SelectField label="Sort" value={filters.sort} onChange={(sort) => onChange({ sort: sort as SortValue })} options={SORTS} />}
      <GridItem colSpan={{ base: 1, sm: 1, lg: 2 }} display="flex" justifyContent={{ base: 'stretch', sm: 'flex-end' }}>
        <Button variant="outline" onClick={onClear} w={{ base: 'full', sm: 'auto' }}>
          <RotateCcw aria-hidden /> Clear Filters
        </Button>
      </GridItem>
    </FilterCard>
  );
}

/** The panel's filters for the form without JavaScript (NoScriptFilters), named as the URL query readFilters reads. */
export function browsePlainFields(filters: BrowseFilters, facets?: ListingFacets, omit: readonly ListingFacet[] = []): PlainField[] {
  const fields: PlainField[] = [
    { name: 'q', label: 'Search', kind: 'search', value: filters.q, wide: true },
    { name: 'type', label: 'Type', kind: 'select', value: filters.type, options: withCounts(TYPE_OPTIONS, facets?.type) },
    { name: 'from', label: 'From', kind: 'date', value: filters.from },
    { name: 'to', label: 'To', kind: 'date', value: filters.to },
    { name: 'location', label: 'Location', kind: 'search', value: filters.location },
    ...discoveryPlainFields(filters, true, facets, fixedOnly(omit)),
    { name: 'sort', label: 'Sort', kind: 'select', value: filters.sort, options: SORTS },
  ];
  const left = new Set([...(omit.includes('dates') ? ['from', 'to'] : []), ...(omit.includes('sort') ? ['sort'] : [])]);
  return fields.filter((field) => !left.has(field.name));
}
