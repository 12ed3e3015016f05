import { Text } from '@chakra-ui/react';

/** 'Loading...' / empty text / error line of an admin table (SPEC §2). */
export function TableState({ loading, error, empty, emptyText }: { loading: boolean; error: boolean; empty: boolean; emptyText: string }) {
  if (loading) return <Text color="fg.muted" py="6">Loading...</Text>;
  if (error) return <Text color="fg.error" py="6" role="alert">Could not load this list. Reload the page to try again.</Text>;
  if (empty) return <Text color="fg.muted" py="6">{emptyText}</Text>;
  return null;
}
