import { chakra, SimpleGrid, Stack } from '@chakra-ui/react';
import { countryOptions, MODE_OPTIONS, STATUS_OPTIONS, timeZoneOptions, TOPIC_OPTIONS } from '@/lib/discovery-labels';
import type { DetailsForm } from './conference-details-form';
import { FormField } from './FormField';
import { SelectField as Select } from './SelectField';
import { Fieldset } from '@/components/ui/widgets/fieldset';
import { Input } from '@/components/ui/widgets/input';

type Errors = Partial<Record<keyof DetailsForm, string | undefined>>;

interface Props {
  value: DetailsForm;
  onChange: (value: DetailsForm) => void;
  errors?: Errors;
  /** The admin edit may mark a conference cancelled or postponed; a submission is scheduled. */
  withStatus?: boolean;
}

/** A native checkbox (see the topics below for why native). */
function Check({ checked, onChange, children }: { checked: boolean; onChange: (checked: boolean) => void; children: string }) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
      <chakra.input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} boxSize="4" accentColor="var(--chakra-colors-brand-solid)" />
      {children}
    </chakra.label>
  );
}

/** CFP, attendance, place, languages, topics and inclusion: one fieldset for the submit form and the admin edit. */
export function ConferenceDetailsFieldset({ value, onChange, errors = {}, withStatus = false }: Props) {
  const set = <K extends keyof DetailsForm>(key: K, next: DetailsForm[K]) => onChange({ ...value, [key]: next });
  return (
    <Stack gap="5">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Select label="Attendance" value={value.attendanceMode} onChange={(v) => set('attendanceMode', v as DetailsForm['attendanceMode'])} options={MODE_OPTIONS} />
        {withStatus && <Select label="Event status" value={value.eventStatus} onChange={(v) => set('eventStatus', v as DetailsForm['eventStatus'])} options={STATUS_OPTIONS} />}
        <Select label="Country" value={value.country} onChange={(v) => set('country', v)} options={countryOptions()}>
          <option value="">Not set</option>
        </Select>
        <FormField label="City" error={errors.city}>
          <Input value={value.city} onChange={(e) => set('city', e.target.value)} autoComplete="off" />
        </FormField>
      </SimpleGrid>
      <FormField label="Call for papers URL" error={errors.cfpUrl}>
        <Input value={value.cfpUrl} onChange={(e) => set('cfpUrl', e.target.value)} type="url" inputMode="url" placeholder="https://example.com/cfp" />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField label="CFP deadline (last day)">
          <Input value={value.cfpEndDate} onChange={(e) => set('cfpEndDate', e.target.value)} type="date" />
        </FormField>
        <Select label="Deadline time zone" value={value.cfpTimezone} onChange={(v) => set('cfpTimezone', v)} options={timeZoneOptions()} />
      </SimpleGrid>
      <FormField label="Languages" error={errors.languages} helperText="Two-letter codes, separated by commas.">
        <Input value={value.languages} onChange={(e) => set('languages', e.target.value)} placeholder="en, de" autoComplete="off" />
      </FormField>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Topics
        </Fieldset.Legend>
        {/* Native checkboxes: forty state machines made the form slow to render on modest machines. */}
        <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="2">
          {TOPIC_OPTIONS.map((t) => (
            <chakra.label key={t.value} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
              <chakra.input
                type="checkbox"
                value={t.value}
                checked={value.topics.includes(t.value)}
                onChange={(e) => set('topics', e.target.checked ? [...value.topics, t.value] : value.topics.filter((x) => x !== t.value))}
                boxSize="4"
                accentColor="var(--chakra-colors-brand-solid)"
              />
              {t.label}
            </chakra.label>
          ))}
        </SimpleGrid>
      </Fieldset.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="medium">
          Inclusion and social accounts
        </Fieldset.Legend>
        <Stack gap="4">
          <FormField label="Code of conduct URL" error={errors.cocUrl}>
            <Input value={value.cocUrl} onChange={(e) => set('cocUrl', e.target.value)} type="url" inputMode="url" placeholder="https://example.com/code-of-conduct" />
          </FormField>
          <Check checked={value.captions} onChange={(v) => set('captions', v)}>
            Captions or sign language interpretation
          </Check>
          <Check checked={value.scholarship} onChange={(v) => set('scholarship', v)}>
            Scholarships or diversity tickets
          </Check>
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
            <FormField label="X (Twitter)" error={errors.twitter}>
              <Input value={value.twitter} onChange={(e) => set('twitter', e.target.value)} placeholder="@name" autoComplete="off" />
            </FormField>
            <FormField label="Mastodon" error={errors.mastodon}>
              <Input value={value.mastodon} onChange={(e) => set('mastodon', e.target.value)} placeholder="@name@mastodon.social" autoComplete="off" />
            </FormField>
            <FormField label="Bluesky" error={errors.bluesky}>
              <Input value={value.bluesky} onChange={(e) => set('bluesky', e.target.value)} placeholder="name.bsky.social" autoComplete="off" />
            </FormField>
          </SimpleGrid>
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
}
