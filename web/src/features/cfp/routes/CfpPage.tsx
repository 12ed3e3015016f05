import { Box, Button, EmptyState, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { discoveryPlainFields, DiscoveryFilterFields } from '@/components/discovery/DiscoveryFilterFields';
import { FilterCard, NoScriptFilters } from '@/components/discovery/FilterCard';
import { SubscribeControl } from '@/components/discovery/SubscribeControl';
import { PageHead } from '@/components/head/PageHead';
import { ScriptOnly } from '@/components/layout/ScriptOnly';
import { LoadError } from '@/components/layout/LoadError';
import { writeDiscoveryFilters } from '@/lib/discovery-filters';
import { siteBaseUrl } from '@/lib/site';
import { useOpenCfps } from '../api/get-open-cfps';
import { CfpRow } from '../components/CfpRow';
import { useCfpFilters } from '../hooks/use-cfp-filters';
import { cfpHead } from '../lib/cfp-head';

/** A real link to another page (readable without JavaScript); a disabled button at the ends. */
function PageStep({ to, children }: { to: string | undefined; children: string }) {
  if (!to) {
    return (
      <Button variant="outline" disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button asChild variant="outline">
      <RouterLink to={to} preventScrollReset>
        {children}
      </RouterLink>
    </Button>
  );
}

/** /cfp: open calls for papers, soonest deadline first, with the listing's discovery filters. */
export default function CfpPage() {
  const { filters, page, setFilters, pageHref } = useCfpFilters();
  const query = useOpenCfps(filters, page);
  // One clock per render of the list, so every row counts down from the same instant.
  const [now] = useState(() => Date.now());
  const data = query.data;
  return (
    <Stack gap="6">
      <PageHead {...cfpHead(filters, page, data, siteBaseUrl())} />
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Open calls for papers
        </Heading>
        <Text color="fg.muted">Speak at a conference: every call still open, the soonest deadline first. Deadlines are Anywhere on Earth (AoE) unless the organisers name a time zone.</Text>
      </Stack>
      <ScriptOnly>
        <FilterCard>
          <DiscoveryFilterFields filters={filters} onChange={setFilters} withCfpOpen={false} />
        </FilterCard>
      </ScriptOnly>
      <NoScriptFilters action="/cfp" fields={discoveryPlainFields(filters, false)} />
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {data ? `${data.total} open calls for papers` : ''}
        </Text>
        <ScriptOnly>
          <SubscribeControl calendarPath="/api/cfp.ics" query={writeDiscoveryFilters(new URLSearchParams(), filters, false).toString()} />
        </ScriptOnly>
      </HStack>
      {query.isError ? (
        <LoadError title="Could not load calls for papers" error={query.error} />
      ) : query.isPending ? (
        <Text color="fg.muted">Loading calls for papers...</Text>
      ) : data && data.conferences.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" py="14">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Megaphone aria-hidden />
            </EmptyState.Indicator>
            <EmptyState.Title>No open calls for papers</EmptyState.Title>
            <EmptyState.Description>Try other filters.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Stack as="ul" gap="4" listStyleType="none">
          {data?.conferences.map((c) => (
            <Box as="li" key={c.id}>
              <CfpRow conference={c} now={now} />
            </Box>
          ))}
        </Stack>
      )}
      {data && data.totalPages > 1 && (
        <HStack justify="center" gap="4" as="nav" aria-label="Pages of calls for papers">
          <PageStep to={page > 1 ? pageHref(page - 1) : undefined}>Previous</PageStep>
          <Text>
            Page {data.page} of {data.totalPages}
          </Text>
          <PageStep to={page < data.totalPages ? pageHref(page + 1) : undefined}>Next</PageStep>
        </HStack>
      )}
    </Stack>
  );
}
