import { SelectField } from '@/components/form/SelectField';
import { languageName } from '@/lib/discovery';
import { CONTINENT_OPTIONS, countryOptions, MODE_OPTIONS, TOPIC_OPTIONS } from '@/lib/discovery-labels';
import type { DiscoveryFilterState } from '@/lib/discovery-filters';
import type { PlainField } from './FilterCard';
import { Checkbox } from '@/components/ui/widgets/checkbox';
import { withCounts } from '@/lib/facet-labels';
import type { ListingFacets } from '@confdir/contracts/web';

/** Languages conferences are most often held in (confs.tech data); any code still works in the URL. */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'uk', 'cs', 'sv', 'ja', 'zh', 'ko', 'he', 'tr', 'ru'];
const LANGUAGE_OPTIONS = [{ value: '', label: 'Any language' }, ...LANGUAGES.map((l) => ({ value: l, label: languageName(l) })).sort((a, b) => a.label.localeCompare(b.label))];
const MODE_CHOICES = [{ value: '', label: 'Any format' }, ...MODE_OPTIONS];
const CONTINENT_CHOICES = [{ value: '', label: 'Anywhere' }, ...CONTINENT_OPTIONS];
const TOPIC_CHOICES = [{ value: '', label: 'All topics' }, ...TOPIC_OPTIONS];

/** The yes-only inclusion filters (`?coc=true`), in the order the URL writes them. */
const INCLUSION_FILTERS = [
  { key: 'coc', label: 'Has a code of conduct' },
  { key: 'captions', label: 'Captions or sign language' },
  { key: 'scholarship', label: 'Scholarships' },
] as const;

interface Props {
  filters: DiscoveryFilterState;
  onChange: (patch: Partial<DiscoveryFilterState>) => void;
  /** The CFP page lists open calls only, so it has no "CFP open" switch. */
  withCfpOpen?: boolean;
  /** The listing's counts per value, shown beside each option. */
  facets?: ListingFacets;
  /** Filters the page itself fixes (a topic's or a country's page), left out of the panel. */
  omit?: readonly FixedFacet[];
}

/** The facets a landing page can fix: its own topic or country (a country fixes the continent too). */
export type FixedFacet = 'topic' | 'country' | 'continent';

/** Attendance, continent, country, language, topic, "CFP open" and inclusion: grid items for a filter panel. */
export function DiscoveryFilterFields({ filters, onChange, withCfpOpen = true, facets, omit = [] }: Props) {
  return (
    <>
      <SelectField label="Format" value={filters.mode} onChange={(mode) => onChange({ mode })} options={withCounts(MODE_CHOICES, facets?.mode)} />
      {!omit.includes('topic') && <SelectField label="Topic" value={filters.topic} onChange={(topic) => onChange({ topic })} options={withCounts(TOPIC_CHOICES, facets?.topic)} />}
      {!omit.includes('continent') && <SelectField label="Continent" value={filters.continent} onChange={(continent) => onChange({ continent })} options={CONTINENT_CHOICES} />}
      {!omit.includes('country') && (
        <SelectField
          label="Country"
          value={filters.country}
          onChange={(country) => onChange({ country })}
          options={withCounts([{ value: '', label: 'Any country' }, ...countryOptions()], facets?.country)}
        />
      )}
      <SelectField label="Language" value={filters.language} onChange={(language) => onChange({ language })} options={LANGUAGE_OPTIONS} />
      {withCfpOpen && (
        <Checkbox.Root checked={filters.cfpOpen} onCheckedChange={(e) => onChange({ cfpOpen: e.checked === true })} alignSelf="center">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Call for papers open</Checkbox.Label>
        </Checkbox.Root>
      )}
      {INCLUSION_FILTERS.map(({ key, label }) => (
        <Checkbox.Root key={key} checked={filters[key]} onCheckedChange={(e) => onChange({ [key]: e.checked === true })} alignSelf="center">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{label}</Checkbox.Label>
        </Checkbox.Root>
      ))}
    </>
  );
}

/** The same filters for the form without JavaScript (NoScriptFilters), named as the URL query readDiscoveryFilters reads. */
export function discoveryPlainFields(filters: DiscoveryFilterState, withCfpOpen = true, facets?: ListingFacets, omit: readonly FixedFacet[] = []): PlainField[] {
  const fields: PlainField[] = [
    { name: 'mode', label: 'Format', kind: 'select', value: filters.mode, options: withCounts(MODE_CHOICES, facets?.mode) },
    { name: 'topic', label: 'Topic', kind: 'select', value: filters.topic, options: withCounts(TOPIC_CHOICES, facets?.topic) },
    { name: 'continent', label: 'Continent', kind: 'select', value: filters.continent, options: CONTINENT_CHOICES },
    { name: 'country', label: 'Country', kind: 'select', value: filters.country, options: withCounts([{ value: '', label: 'Any country' }, ...countryOptions()], facets?.country) },
    { name: 'language', label: 'Language', kind: 'select', value: filters.language, options: LANGUAGE_OPTIONS },
  ];
  if (withCfpOpen) fields.push({ name: 'cfp', label: 'Call for papers open', kind: 'checkbox', value: 'open', checked: filters.cfpOpen });
  for (const { key, label } of INCLUSION_FILTERS) fields.push({ name: key, label, kind: 'checkbox', value: 'true', checked: filters[key] });
  return fields.filter((field) => !(omit as readonly string[]).includes(field.name));
}
