import { Card, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function ConferenceCardSkeleton() {
  return (
    <Card.Root overflow="hidden" rounded="card" variant="outline" aria-hidden>
      <Skeleton h={{ base: '28', md: '40' }} rounded="none" />
      <Card.Body gap="3" p="5">
        <Skeleton h="5" w="16" />
        <Skeleton h="6" w="3/4" />
        <Stack gap="2">
          <SkeletonText noOfLines={2} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
