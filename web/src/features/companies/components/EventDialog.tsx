import { Button, CloseButton, Dialog, Field, Input, NativeSelect, Portal, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
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

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

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
                    <Field.Root required>
                      <Field.Label>
                        Conference Name
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <Input placeholder="e.g. Local founders meetup" {...register('customConferenceName')} />
                    </Field.Root>
                  ) : (
                    <Field.Root required>
                      <Field.Label>
                        Conference
                        <Field.RequiredIndicator />
                      </Field.Label>
                      <NativeSelect.Root disabled={conferences.isPending}>
                        {/* Controlled: the options arrive after the form is filled in. */}
                        <NativeSelect.Field name="conferenceId" value={values.conferenceId} onChange={(e) => setValue('conferenceId', e.currentTarget.value, { shouldDirty: true })}>
                          <option value="">{conferences.isPending ? 'Loading conferences…' : 'Select a conference'}</option>
                          {options.map((c) => (
                            <option key={c.id} value={String(c.id)}>
                              {c.location ? `${c.title} (${c.location})` : c.title}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  )}
                  <Button type="button" variant="plain" size="sm" alignSelf="flex-start" px="0" color="brand.fg" onClick={() => setValue('mode', custom ? 'list' : 'custom')}>
                    {custom ? 'Select from list' : 'Not in the list?'}
                  </Button>

                  <Field.Root>
                    <Field.Label>Location</Field.Label>
                    <Input placeholder="e.g. Berlin, Germany" {...register('location')} />
                  </Field.Root>

                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <Field.Root>
                      <Field.Label>Role</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('role')}>
                          {EVENT_ROLES.map((role) => (
                            <option key={role} value={role}>
                              {roleLabel(role)}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.rating)}>
                      <Field.Label>Rating (1-5)</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('rating')}>
                          <option value="">No rating</option>
                          {[1, 2, 3, 4, 5].map((n) => (
                            <option key={n} value={String(n)}>
                              {n}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.ErrorText>{errors.rating?.message}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.year)}>
                      <Field.Label>Year</Field.Label>
                      <Input type="number" inputMode="numeric" min={2000} max={2100} {...register('year')} />
                      <Field.ErrorText>{errors.year?.message}</Field.ErrorText>
                    </Field.Root>
                    <Field.Root invalid={Boolean(errors.month)}>
                      <Field.Label>Month</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field {...register('month')}>
                          <option value="">No month</option>
                          {MONTHS.map((name, i) => (
                            <option key={name} value={String(i + 1)}>
                              {name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  </SimpleGrid>

                  <Field.Root>
                    <Field.Label>Outcomes</Field.Label>
                    <Textarea rows={3} placeholder="Meetings, deals, leads…" {...register('outcomes')} />
                  </Field.Root>
                  <Field.Root>
                    <Field.Label>Notes</Field.Label>
                    <Textarea rows={3} {...register('notes')} />
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.caseStudyUrl)}>
                    <Field.Label>Case Study URL</Field.Label>
                    <Input type="url" placeholder="https://" {...register('caseStudyUrl')} />
                    <Field.ErrorText>{errors.caseStudyUrl?.message}</Field.ErrorText>
                  </Field.Root>

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
