import { Alert } from '@chakra-ui/react';
import type { EventStatus } from '@/lib/discovery';

const MESSAGES: Partial<Record<EventStatus, { title: string; description: string; status: 'error' | 'warning' | 'info' }>> = {
  cancelled: { title: 'Cancelled', description: 'This conference has been cancelled.', status: 'error' },
  postponed: { title: 'Postponed', description: 'This conference has been postponed; new dates are not known yet.', status: 'warning' },
  rescheduled: { title: 'Rescheduled', description: 'This conference has moved to new dates: check them before you travel.', status: 'info' },
};

/** A banner nobody can miss when a conference will not happen as first announced. */
export function EventStatusBanner({ status, compact = false }: { status: EventStatus; compact?: boolean }) {
  const message = MESSAGES[status];
  if (!message) return null;
  return (
    <Alert.Root status={message.status} variant={compact ? 'subtle' : 'surface'} size={compact ? 'sm' : 'md'} rounded="l2">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message.title}</Alert.Title>
        {!compact && <Alert.Description>{message.description}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}
