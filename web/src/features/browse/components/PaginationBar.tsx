import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageSlots } from '@/lib/pagination';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, the page numbers of SPEC §9, Next, and 'Showing page {n} of {total}'. */
export function PaginationBar({ page, totalPages, onPageChange }: Props) {
  if (totalPages <= 1) return null;
  return (
    <Flex as="nav" aria-label="Pagination" direction="column" align="center" gap="3" mt="10">
      <HStack gap="1" wrap="wrap" justify="center">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden /> Previous
        </Button>
        {pageSlots(page, totalPages).map((slot, i) =>
          slot === 'ellipsis' ? (
            <Text key={`gap-${i}`} as="span" px="1" color="fg.muted" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={slot}
              size="sm"
              minW="9"
              variant={slot === page ? 'solid' : 'ghost'}
              colorPalette={slot === page ? 'brand' : 'gray'}
              aria-label={`Page ${slot}`}
              aria-current={slot === page ? 'page' : undefined}
              onClick={() => slot !== page && onPageChange(slot)}
            >
              {slot}
            </Button>
          ),
        )}
        <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          Next <ChevronRight aria-hidden />
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Showing page {page} of {totalPages}
      </Text>
    </Flex>
  );
}
