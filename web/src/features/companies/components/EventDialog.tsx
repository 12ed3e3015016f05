import { Button, CloseButton, Portal, SimpleGrid, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/form/FormField';
import { SelectControl } from '@/components/form/SelectField';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCreateCompanyEvent } from '../api/create-company-event';
import { useConferenceOptions } from '../api/get-conference-options';
import { useUpdateCompanyEvent } from '../api/update-company-event';
import { EVENT_ROLES, type CompanyEvent } from '../types';
import { emptyEventForm, eventToForm, hasConference, toEventPayload, type EventFormValues } from '../utils/event-form';
import { eventFormSchema } from '../utils/event-schema';
import { roleLabel } from '../utils/roles';
import { EventPhotosField } from './EventPhotosField';
import { Dialog } from '@/components/ui/widgets/dialog';
import { Input } from '@/components/ui/widgets/input';
import { Textarea } from '@/components/ui/widgets/textarea';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTH_OPTIONS = MONTHS.map((name, i) => ({ value: String(i + 1), label: name }));
const RATING_OPTIONS = [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: String(n) }));
const ROLE_OPTIONS = EVENT_ROLES.map((role) => ({ value: role, label: roleLabel(role) }));

interface Props {
  companySlug: string;
  /** The event to edit; without it the dialog adds one. */
  event?: CompanyEvent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Add/Edit Event dialog (SPEC §2, §4, §5). */
export function EventDialog({ companySlug, event, open, onOpenChange }: Props) {
  const editing = Boolean(event);
  const formId = editing ? `edit-event-${event!.id}` : 'add-event';
  const create = useCreateCompanyEvent(companySlug);
  const update = useUpdateCompanyEvent(companySlug);
  const conferences = useConferenceOptions(open);
  const [uploading, setUploading] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    reset,
    formState: { errors },
  } = useForm<EventFormValues>({ resolver: zodResolver(eventFormSchema), defaultValues: event ? eventToForm(event) : emptyEventForm() });

  const values = watch();
  const pending = create.isPending || update.isPending;
  const canSubmit = hasConference(values) && !pending && !uploading;

  function onSubmit(form: EventFormValues) {
    const payload = toEventPayload(form);
    if (event) {
      update.mutate(
        { id: event.id, payload },
        {
          onSuccess: () => {
            notify({ title: 'Success!', description: 'Event updated successfully.' });
            onOpenChange(false);
          },
          onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to update event'), type: 'error' }),
        },
      );
    } else {
      create.mutate(payload, {
        onSuccess: () => {
          notify({ title: 'Success!', description: 'Event added to track record.' });
          reset(emptyEventForm());
          onOpenChange(false);
        },
        onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to add event'), type: 'error' }),
      });
    }
  }

  const custom = values.mode === 'custom';
  const options = [...(conferences.data ?? [])];
  // An edited event's conference stays selectable even when it is not among the 200 listed.
  if (event?.conferenceId != null && !options.some((c) => c.id === event.conferenceId)) {
    options.unshift(event.conference ?? { id: event.conferenceId, title: `Conference #${event.conferenceId}`, slug: '', location: null });
  }
  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{editing ? 'Edit Event' : 'Add Track Record Event'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} noValidate onSubmit={handleSubmit(onSubmit)}>
                <Stack gap="4">
                  {custom ? (
                    <FormField label="Conference Name" required error={errors.customConferenceName?.message}>
                      <Input placeholder="e.g. Local founders meetup" {...register('customConferenceName')} />
                    </FormField>
                  ) : (
                    <FormField label="Conference" required>
                      {/* Controlled: the options arrive after the form is filled in. */}
                      <SelectControl
                        disabled={conferences.isPending}
                        name="conferenceId"
                        value={values.conferenceId}
                        onChange={(e) => setValue('conferenceId', e.currentTarget.value, { shouldDirty: true })}
                        options={options.map((c) => ({ value: String(c.id), label: c.location ? `${c.title} (${c.location})` : c.title }))}
                      >
                        <option value="">{conferences.isPending ? 'Loading conferences…' : 'Select a conference'}</option>
                      </SelectControl>
                    </FormField>
                  )}
                  <Button type="button" variant="plain" size="sm" alignSelf="flex-start" px="0" color="brand.fg" onClick={() => setValue('mode', custom ? 'list' : 'custom')}>
                    {custom ? 'Select from list' : 'Not in the list?'}
                  </Button>

                  <FormField label="Location" error={errors.location?.message}>
                    <Input placeholder="e.g. Berlin, Germany" {...register('location')} />
                  </FormField>

                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField label="Role">
                      <SelectControl options={ROLE_OPTIONS} {...register('role')} />
                    </FormField>
                    <FormField label="Rating (1-5)" error={errors.rating?.message}>
                      <SelectControl options={RATING_OPTIONS} {...register('rating')}>
                        <option value="">No rating</option>
                      </SelectControl>
                    </FormField>
                    <FormField label="Year" error={errors.year?.message}>
                      <Input type="number" inputMode="numeric" min={2000} max={2100} {...register('year')} />
                    </FormField>
                    <FormField label="Month" error={errors.month?.message}>
                      <SelectControl options={MONTH_OPTIONS} {...register('month')}>
                        <option value="">No month</option>
                      </SelectControl>
                    </FormField>
                  </SimpleGrid>

                  <FormField label="Outcomes" error={errors.outcomes?.message}>
                    <Textarea rows={3} placeholder="Meetings, deals, leads…" {...register('outcomes')} />
                  </FormField>
                  <FormField label="Notes" error={errors.notes?.message}>
                    <Textarea rows={3} {...register('notes')} />
                  </FormField>
                  <FormField label="Case Study URL" error={errors.caseStudyUrl?.message}>
                    <Input type="url" placeholder="https://" {...register('caseStudyUrl')} />
                  </FormField>

                  <EventPhotosField value={values.photoUrls} onChange={(urls) => setValue('photoUrls', urls, { shouldDirty: true })} onUploadingChange={setUploading} />
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} colorPalette="brand" disabled={!canSubmit} loading={pending} loadingText={editing ? 'Saving...' : 'Adding...'}>
                {editing ? 'Save Changes' : 'Add Event'}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
