import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useDeleteCompanyEvent } from '../api/delete-company-event';
import type { CompanyEvent } from '../types';
import { EventDialog } from './EventDialog';
import { TrackRecordCard } from './TrackRecordCard';

/** Track Record: the company's past conferences, with add, edit and delete for those allowed to. */
export function TrackRecord({ companySlug, events, canEdit }: { companySlug: string; events: CompanyEvent[]; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);
  // Each opening of the edit dialog starts from the event as saved.
  const [editing, setEditing] = useState<{ event: CompanyEvent; opening: number } | null>(null);
  const remove = useDeleteCompanyEvent(companySlug);

  function onDelete(event: CompanyEvent) {
    remove.mutate(event.id, {
      onSuccess: () => notify({ title: 'Success!', description: 'Event deleted.' }),
      onError: (error) => notify({ title: 'Error', description: errorMessage(error, 'Failed to delete event'), type: 'error' }),
    });
  }

  return (
    <Stack as="section" aria-labelledby="track-record-heading" gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Heading as="h2" size="xl" id="track-record-heading">
          Track Record
        </Heading>
        {canEdit && (
          <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)}>
            <Plus aria-hidden />
            Add Event
          </Button>
        )}
      </HStack>
      {events.length === 0 ? (
        <Text color="fg.muted">No past conferences recorded yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {events.map((event) => (
            <li key={event.id}>
              <TrackRecordCard
                event={event}
                canEdit={canEdit}
                deleting={remove.isPending && remove.variables === event.id}
                onEdit={() => setEditing({ event, opening: Date.now() })}
                onDelete={() => onDelete(event)}
              />
            </li>
          ))}
        </Stack>
      )}
      {canEdit && <EventDialog companySlug={companySlug} open={adding} onOpenChange={setAdding} />}
      {canEdit && editing && (
        <EventDialog key={`${editing.event.id}-${editing.opening}`} companySlug={companySlug} event={editing.event} open onOpenChange={(open) => !open && setEditing(null)} />
      )}
    </Stack>
  );
}
