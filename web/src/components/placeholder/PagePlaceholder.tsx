import { Heading, Stack, Text } from '@chakra-ui/react';

/** Stands in for a page that a later change builds. */
export function PagePlaceholder({ title }: { title: string }) {
  return (
    <Stack gap="3">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">This page is coming soon.</Text>
    </Stack>
  );
}
