import { Button, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { detailsOf, detailsPayload, detailsSchema, type DetailsForm } from '@/components/form/conference-details-form';
import { ConferenceDetailsFieldset } from '@/components/form/ConferenceDetailsFieldset';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import type { Conference } from '@/types/conference';
import { useUpdateConferenceDetails } from '../api/update-conference-details';
import { Dialog } from '@/components/ui/widgets/dialog';

/** The admin's edit of a conference's CFP, attendance, event status, place, languages and topics. */
export function ConferenceDetailsDialog({ adminKey, conference, onClose }: { adminKey: string; conference: Conference; onClose: () => void }) {
  const [value, setValue] = useState<DetailsForm>(() => detailsOf(conference));
  const [errors, setErrors] = useState<Partial<Record<keyof DetailsForm, string>>>({});
  const update = useUpdateConferenceDetails(adminKey);

  const save = () => {
    const parsed = detailsSchema.safeParse(value);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [i.path[0], i.message])));
      return;
    }
    setErrors({});
    // Every field is sent, defaults included: the edit replaces the stored values as a whole.
    const details = { ...detailsPayload(parsed.data), attendanceMode: parsed.data.attendanceMode, eventStatus: parsed.data.eventStatus };
    update.mutate(
      { id: conference.id, details },
      {
        onSuccess: () => {
          notify({ title: 'Conference updated' });
          onClose();
        },
        onError: (err) => notify({ title: 'Error', description: errorMessage(err, 'Failed to update conference'), type: 'error' }),
      },
    );
  };

  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} scrollBehavior="inside" size={{ base: 'full', md: 'lg' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Edit {conference.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <ConferenceDetailsFieldset value={value} onChange={setValue} errors={errors} withStatus />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={update.isPending}>
                Cancel
              </Button>
              <Button colorPalette="brand" onClick={save} loading={update.isPending} loadingText="Saving...">
                Save
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
