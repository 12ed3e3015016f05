import { Alert, Button } from '@chakra-ui/react';
import { errorMessage } from '@/lib/api-client';

interface Props {
  /** What could not be loaded, e.g. "Could not load conferences". */
  title: string;
  error: unknown;
  /** Offers "Try again" where loading again can help. */
  onRetry?: () => void;
}

/** What a page shows when its data could not be loaded: what failed, why, and a retry where one helps. */
export function LoadError({ title, error, onRetry }: Props) {
  return (
    <Alert.Root status="error" rounded="card">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>{errorMessage(error, 'Please try again.')}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
