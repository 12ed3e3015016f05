import { Box, Button, Flex, HStack, Text, type ButtonProps } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { pageSlots } from '@/lib/pagination';

interface Props {
  page: number;
  totalPages: number;
  /** The URL (path and query) of a page of this listing. */
  hrefFor: (page: number) => string;
}

/**
 * Previous, the page numbers of SPEC §9, Next, and 'Showing page {n} of {total}'. Every other
 * page is a real link (`?page=3`) styled as the button it was, so readers without JavaScript and
 * crawlers can page too; with JavaScript the router handles the click. Previous and Next at the
 * ends, and the current page, are buttons that do nothing (the ends disabled).
 */
export function PaginationBar({ page, totalPages, hrefFor }: Props) {
  if (totalPages <= 1) return null;
  const pageButton = (target: number | undefined, props: ButtonProps, children: ReactNode) =>
    target === undefined ? (
      <Button {...props}>{children}</Button>
    ) : (
      <Button asChild {...props}>
        <RouterLink to={hrefFor(target)} preventScrollReset>
          {children}
        </RouterLink>
      </Button>
    );
  return (
    <Flex as="nav" aria-label="Pagination" direction="column" align="center" gap="3" mt="10">
      <HStack gap={{ base: '0.5', sm: '1' }} wrap="wrap" justify="center">
        {/* On phones the arrows alone keep five page numbers and both arrows on one line. */}
        {pageButton(
          page > 1 ? page - 1 : undefined,
          { variant: 'outline', size: 'sm', px: { base: '2', sm: '3' }, 'aria-label': 'Previous', disabled: page <= 1 },
          <>
            <ChevronLeft aria-hidden />
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              Previous
            </Box>
          </>,
        )}
        {pageSlots(page, totalPages).map((slot, i) =>
          slot === 'ellipsis' ? (
            <Text key={`gap-${i}`} as="span" px={{ base: '0.5', sm: '1' }} color="fg.muted" aria-hidden>
              …
            </Text>
          ) : (
            <Fragment key={slot}>
              {pageButton(
                slot === page ? undefined : slot,
                {
                  size: 'sm',
                  minW: { base: '8', sm: '9' },
                  px: { base: '1.5', sm: '2.5' },
                  variant: slot === page ? 'solid' : 'ghost',
                  colorPalette: slot === page ? 'brand' : 'gray',
                  'aria-label': `Page ${slot}`,
                  'aria-current': slot === page ? 'page' : undefined,
                },
                slot,
              )}
            </Fragment>
          ),
        )}
        {pageButton(
          page < totalPages ? page + 1 : undefined,
          { variant: 'outline', size: 'sm', px: { base: '2', sm: '3' }, 'aria-label': 'Next', disabled: page >= totalPages },
          <>
            <Box as="span" display={{ base: 'none', sm: 'inline' }}>
              Next
            </Box>
            <ChevronRight aria-hidden />
          </>,
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Showing page {page} of {totalPages}
      </Text>
    </Flex>
  );
}
