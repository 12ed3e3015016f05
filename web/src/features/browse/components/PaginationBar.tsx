import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
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
      <HStack gap={{ base: '0.5', sm: '1' }} wrap="wrap" justify="center">
        {/* On phones the arrows alone keep five page numbers and both arrows on one line. */}
        <Button variant="outline" size="sm" px={{ base: '2', sm: '3' }} aria-label="Previous" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            Previous
          </Box>
        </Button>
        {pageSlots(page, totalPages).map((slot, i) =>
          slot === 'ellipsis' ? (
            <Text key={`gap-${i}`} as="span" px={{ base: '0.5', sm: '1' }} color="fg.muted" aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={slot}
              size="sm"
              minW={{ base: '8', sm: '9' }}
              px={{ base: '1.5', sm: '2.5' }}
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
        <Button variant="outline" size="sm" px={{ base: '2', sm: '3' }} aria-label="Next" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            Next
          </Box>
          <ChevronRight aria-hidden />
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Showing page {page} of {totalPages}
      </Text>
    </Flex>
  );
}
