import { Button, HStack, Text } from '@chakra-ui/react';
import { pageCount, type PageInfo } from '@confdir/contracts/web';

/** Previous / Next under an admin table, with SPEC §9's 'Showing page {n} of {total}'; hidden for a single page. */
export function AdminPager({ info, onPage }: { info: PageInfo | undefined; onPage: (page: number) => void }) {
  if (!info) return null;
  const pages = pageCount(info);
  if (pages <= 1) return null;
  return (
    <HStack justify="space-between" wrap="wrap" gap="3" pt="3">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing page {info.page} of {pages}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={info.page <= 1} onClick={() => onPage(info.page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={info.page >= pages} onClick={() => onPage(info.page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
