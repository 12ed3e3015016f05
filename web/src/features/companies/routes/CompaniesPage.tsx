import { Button, Card, EmptyState, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { Suspense, useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { ShowMore } from '@/components/paging/ShowMore';
import { SKELETON_CARDS } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { siteBaseUrl } from '@/lib/site';
import { useHydrated } from '@/lib/use-hydrated';
import { MAX_SERVER_PAGES, readShownPages, useCompanies } from '../api/get-companies';
import { CompanyCard } from '../components/CompanyCard';
import { companiesHead } from '../utils/company-head';

export default function CompaniesPage() {
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage } = useCompanies();
  // The URL says how many pages show ("Show more" links to one more); the browser appends what is missing.
  const [search] = useSearchParams();
  const wanted = readShownPages(search);
  const loaded = data?.pages.length ?? 0;
  useEffect(() => {
    if (loaded > 0 && loaded < wanted && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [loaded, wanted, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const pages = data?.pages.slice(0, wanted) ?? [];
  const companies = pages.flatMap((p) => p.companies);
  // The server renders MAX_SERVER_PAGES at most: without JavaScript a link past them would show the same list.
  const hydrated = useHydrated();
  const canShowMore = (pages.length < loaded || hasNextPage) && (hydrated || pages.length < MAX_SERVER_PAGES);
  const total = data?.pages[0]?.total ?? 0;
  return (
    <Stack gap="6">
      <PageHead {...companiesHead(data?.pages[0]?.companies ?? [], total, siteBaseUrl())} />
      <Heading as="h1" size="2xl">
        Companies
      </Heading>
      {isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" role="status" aria-busy="true" aria-label="Loading companies">
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <Card.Root key={i} variant="outline">
              <Card.Body gap="3">
                <Skeleton h="12" w="12" rounded="lg" />
                <SkeletonText noOfLines={3} />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      ) : isError ? (
        <Text color="fg.error" role="alert">
          {errorMessage(error, 'Failed to load companies')}
        </Text>
      ) : companies.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="card">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Building2 />
            </EmptyState.Indicator>
            <EmptyState.Title>No companies yet</EmptyState.Title>
            <Button asChild colorPalette="brand">
              <RouterLink to="/create-company">Add Your Company</RouterLink>
            </Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {companies.map((company) => (
              <li key={company.id}>
                {/* A boundary per card that never shows a fallback (see Layout): each card hydrates as its own task. */}
                <Suspense>
                  <CompanyCard company={company} />
                </Suspense>
              </li>
            ))}
          </SimpleGrid>
          <ShowMore shown={companies.length} total={total} noun="companies" hasMore={canShowMore} loading={isFetchingNextPage} href={`/companies?page=${pages.length + 1}`} />
        </>
      )}
    </Stack>
  );
}
