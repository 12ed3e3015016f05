import { SelectField } from '@/components/form/SelectField';
import { languageName } from '@/lib/discovery';
import { CONTINENT_OPTIONS, countryOptions, MODE_OPTIONS, TOPIC_OPTIONS } from '@/lib/discovery-labels';
import type { DiscoveryFilterState } from '@/lib/discovery-filters';
import type { PlainField } from './FilterCard';
import { Checkbox } from '@/components/ui/widgets/checkbox';

/** Languages conferences are most often held in (confs.tech data); any code still works in the URL. */
const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt', 'it', 'nl', 'pl', 'uk', 'cs', 'sv', 'ja', 'zh', 'ko', 'he', 'tr', 'ru'];
const LANGUAGE_OPTIONS = [{ value: '', label: 'Any language' }, ...LANGUAGES.map((l) => ({ value: l, label: languageName(l) })).sort((a, b) => a.label.localeCompare(b.label))];
const MODE_CHOICES = [{ value: '', label: 'Any format' }, ...MODE_OPTIONS];
const CONTINENT_CHOICES = [{ value: '', label: 'Anywhere' }, ...CONTINENT_OPTIONS];
const TOPIC_CHOICES = [{ value: '', label: 'All topics' }, ...TOPIC_OPTIONS];

interface Props {
  filters: DiscoveryFilterState;
  onChange: (patch: Partial<DiscoveryFilterState>) => void;
  /** The CFP page lists open calls only, so it has no "CFP open" switch. */
  withCfpOpen?: boolean;
  /** Filters the page itself fixes (a topic's or a country's page), left out of the panel. */
  omit?: readonly FixedFacet[];
}

/** The facets a landing page can fix: its own topic or country (a country fixes the continent too). */
export type FixedFacet = 'topic' | 'country' | 'continent';

/** Attendance, continent, country, language, topic and "CFP open": grid items for a filter panel. */
export function DiscoveryFilterFields({ filters, onChange, withCfpOpen = true, omit = [] }: Props) {
  return (
    <>
      <SelectField label="Format" value={filters.mode} onChange={(mode) => onChange({ mode })} options={MODE_CHOICES} />
      {!omit.includes('topic') && <SelectField label="Topic" value={filters.topic} onChange={(topic) => onChange({ topic })} options={TOPIC_CHOICES} />}
      {!omit.includes('continent') && <SelectField label="Continent" value={filters.continent} onChange={(continent) => onChange({ continent })} options={CONTINENT_CHOICES} />}
      {!omit.includes('country') && (
        <SelectField label="Country" value={filters.country} onChange={(country) => onChange({ country })} options={[{ value: '', label: 'Any country' }, ...countryOptions()]} />
      )}
      <SelectField label="Language" value={filters.language} onChange={(language) => onChange({ language })} options={LANGUAGE_OPTIONS} />
      {withCfpOpen && (
        <Checkbox.Root checked={filters.cfpOpen} onCheckedChange={(e) => onChange({ cfpOpen: e.checked === true })} alignSelf="center">
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Call for papers open</Checkbox.Label>
        </Checkbox.Root>
      )}
    </>
  );
}

/** The same filters for the form without JavaScript (NoScriptFilters), named as the URL query readDiscoveryFilters reads. */
export function discoveryPlainFields(filters: DiscoveryFilterState, withCfpOpen = true, omit: readonly FixedFacet[] = []): PlainField[] {
  const fields: PlainField[] = [
    { name: 'mode', label: 'Format', kind: 'select', value: filters.mode, options: MODE_CHOICES },
    { name: 'topic', label: 'Topic', kind: 'select', value: filters.topic, options: TOPIC_CHOICES },
    { name: 'continent', label: 'Continent', kind: 'select', value: filters.continent, options: CONTINENT_CHOICES },
    { name: 'country', label: 'Country', kind: 'select', value: filters.country, options: [{ value: '', label: 'Any country' }, ...countryOptions()] },
    { name: 'language', label: 'Language', kind: 'select', value: filters.language, options: LANGUAGE_OPTIONS },
  ];
  if (withCfpOpen) fields.push({ name: 'cfp', label: 'Call for papers open', kind: 'checkbox', value: 'open', checked: filters.cfpOpen });
  return fields.filter((field) => !(omit as readonly string[]).includes(field.name));
}
