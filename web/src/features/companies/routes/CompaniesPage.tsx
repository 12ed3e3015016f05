import { Button, Card, EmptyState, Heading, SimpleGrid, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { Building2 } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { ShowMore } from '@/components/paging/ShowMore';
import { SKELETON_CARDS } from '@/config/constants';
import { errorMessage } from '@/lib/api-client';
import { siteBaseUrl } from '@/lib/site';
import { useCompanies } from '../api/get-companies';
import { CompanyCard } from '../components/CompanyCard';
import { companiesHead } from '../utils/company-head';

export default function CompaniesPage() {
  const { data, isPending, isError, error, hasNextPage, isFetchingNextPage, fetchNextPage } = useCompanies();
  const companies = data?.pages.flatMap((p) => p.companies) ?? [];
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
                <CompanyCard company={company} />
              </li>
            ))}
          </SimpleGrid>
          <ShowMore shown={companies.length} total={total} noun="companies" hasMore={hasNextPage} loading={isFetchingNextPage} onMore={() => void fetchNextPage()} />
        </>
      )}
    </Stack>
  );
}
