import { Button, EmptyState, Heading, Stack, Text, VStack } from '@chakra-ui/react';
import { Trophy } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { LoadError } from '@/components/layout/LoadError';
import { siteBaseUrl } from '@/lib/site';
import { readVotedIds } from '@/lib/voter';
import { useTop } from '../api/get-top';
import { RankedList } from '../components/RankedList';
import { RankingSelectors } from '../components/RankingSelectors';
import { apiQuarter, readSelection, writeSelection, yearOptions, type TopSelection } from '../lib/quarters';
import { readShown, showMoreSearch } from '../lib/shown';
import { topHead } from '../lib/top-head';

export default function TopConferencesPage() {
  const [params, setParams] = useSearchParams();
  const now = useMemo(() => new Date(), []);
  const selection = useMemo(() => readSelection(params, now), [params, now]);
  // The router shows a new URL in a transition: a second selection made before it renders would start from the
  // old one and undo the first. Each change starts from the last one asked for until the URL has caught up.
  const asked = useRef<TopSelection | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [selection]);
  const select = (change: Partial<TopSelection>) => {
    asked.current = { ...(asked.current ?? selection), ...change };
    setParams(writeSelection(asked.current), { preventScrollReset: true });
  };
  // Votes live in this browser's storage: read after hydration so the server's markup matches.
  const [votedIds, setVotedIds] = useState<number[]>([]);
  useEffect(() => setVotedIds(readVotedIds()), []);
  // The first screen holds the top 25 (server-rendered, hydrated); "Show more" asks for 25 more through the URL.
  const shown = readShown(params);
  const top = useTop(apiQuarter(selection), selection.type, shown);

  return (
    <Stack gap="8">
      <PageHead {...topHead(selection, top.data?.conferences, now, siteBaseUrl())} />
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          Top Conferences • {selection.quarter} {selection.year}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          Ranked by the community. Upvote what you think matters this quarter.
        </Text>
      </Stack>
      <RankingSelectors selection={selection} years={yearOptions(now)} onChange={select} />
      {top.isPending ? (
        <Text color="fg.muted" role="status" py="10" textAlign="center">
          Loading top conferences...
        </Text>
      ) : top.isError ? (
        <LoadError title="Could not load the ranking" error={top.error} onRetry={() => top.refetch()} />
      ) : top.data.conferences.length === 0 ? (
        <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="card" py="14">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Trophy aria-hidden />
            </EmptyState.Indicator>
            <VStack textAlign="center" gap="4">
              <EmptyState.Title>No entries yet for this quarter.</EmptyState.Title>
              <Button asChild colorPalette="brand">
                <RouterLink to="/submit">Submit a Conference</RouterLink>
              </Button>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <RankedList
          label={`Top conferences of ${selection.quarter} ${selection.year}`}
          conferences={top.data.conferences}
          votedIds={votedIds}
          onVoted={setVotedIds}
          moreSearch={showMoreSearch(params, shown, top.data.conferences.length)}
          loadingMore={top.isPlaceholderData}
        />
      )}
    </Stack>
  );
}
