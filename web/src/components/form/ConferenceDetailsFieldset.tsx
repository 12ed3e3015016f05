import { chakra, Field, Fieldset, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { countryOptions, MODE_OPTIONS, STATUS_OPTIONS, timeZoneOptions, TOPIC_OPTIONS } from '@/lib/discovery-labels';
import type { DetailsForm } from './conference-details-form';

type Errors = Partial<Record<keyof DetailsForm, string | undefined>>;

interface Props {
  value: DetailsForm;
  onChange: (value: DetailsForm) => void;
  errors?: Errors;
  /** The admin edit may mark a conference cancelled or postponed; a submission is scheduled. */
  withStatus?: boolean;
}

function Select({ label, value, onChange, options, children }: { label: string; value: string; onChange: (v: string) => void; options: { value: string; label: string }[]; children?: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)}>
          {children}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** CFP, attendance, place, languages and topics: one fieldset for the submit form and the admin edit. */
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
        <Field.Root invalid={!!errors.city}>
          <Field.Label>City</Field.Label>
          <Input value={value.city} onChange={(e) => set('city', e.target.value)} autoComplete="off" />
          <Field.ErrorText>{errors.city}</Field.ErrorText>
        </Field.Root>
      </SimpleGrid>
      <Field.Root invalid={!!errors.cfpUrl}>
        <Field.Label>Call for papers URL</Field.Label>
        <Input value={value.cfpUrl} onChange={(e) => set('cfpUrl', e.target.value)} type="url" inputMode="url" placeholder="https://example.com/cfp" />
        <Field.ErrorText>{errors.cfpUrl}</Field.ErrorText>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <Field.Root>
          <Field.Label>CFP deadline (last day)</Field.Label>
          <Input value={value.cfpEndDate} onChange={(e) => set('cfpEndDate', e.target.value)} type="date" />
        </Field.Root>
        <Select label="Deadline time zone" value={value.cfpTimezone} onChange={(v) => set('cfpTimezone', v)} options={timeZoneOptions()} />
      </SimpleGrid>
      <Field.Root invalid={!!errors.languages}>
        <Field.Label>Languages</Field.Label>
        <Input value={value.languages} onChange={(e) => set('languages', e.target.value)} placeholder="en, de" autoComplete="off" />
        <Field.HelperText>Two-letter codes, separated by commas.</Field.HelperText>
        <Field.ErrorText>{errors.languages}</Field.ErrorText>
      </Field.Root>
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
    </Stack>
  );
}
