import { Badge, Link, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { SimilarCompaniesResponse } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { useSimilarCompanies } from '../api/get-similar-companies';
import { RankedItem } from './RankedItem';
import { SectionCard } from '@/components/layout/SectionCard';

type SimilarCompany = SimilarCompaniesResponse['companies'][number];

function SimilarCompanyItem({ company }: { company: SimilarCompany }) {
  return (
    <RankedItem
      to={`/companies/${company.slug}`}
      title={company.name}
      score={
        <Text fontSize="sm" color="fg.muted" flexShrink={0}>
          {company.similarity}% alike
        </Text>
      }
    >
      {company.shared.length > 0 && (
        <Wrap gap="1.5" as="ul" listStyleType="none" aria-label={`What ${company.name} also targets`}>
          {company.shared.map((item) => (
            <li key={item}>
              <Badge variant="subtle" colorPalette="brand">
                {item}
              </Badge>
            </li>
          ))}
        </Wrap>
      )}
      {company.sharedConferences.length > 0 && (
        <Text fontSize="sm">
          Both went to{' '}
          {company.sharedConferences.map((c, i) => (
            <span key={c.slug}>
              {i > 0 && ', '}
              <Link asChild color="brand.fg">
                <RouterLink to={`/conference/${c.slug}`}>{c.title}</RouterLink>
              </Link>
            </span>
          ))}
        </Text>
      )}
    </RankedItem>
  );
}

/** "Companies with a similar ICP": the closest profiles, what both target and the conferences both went to. */
export function SimilarCompaniesSection({ companySlug }: { companySlug: string }) {
  const { data, isPending, isError } = useSimilarCompanies(companySlug);
  return (
    <SectionCard id="similar" title="Companies with a similar ICP">
      {isPending ? (
        <Skeleton h="16" role="status" aria-busy="true" aria-label="Loading similar companies" />
      ) : isError ? (
        <Text color="fg.error">Could not load similar companies.</Text>
      ) : data.companies.length === 0 ? (
        <Text color="fg.muted">No other company has a similar ICP yet.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {data.companies.map((company) => (
            <SimilarCompanyItem key={company.slug} company={company} />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
