import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Conference } from '@/types/conference';
import { usePendingVotes, useVote } from '../api/vote';
import { RankedConference } from './RankedConference';
import { RANKED_LIST_CSS } from './ranked-list.styles';

interface Props {
  label: string;
  conferences: Conference[];
  votedIds: number[];
  onVoted: (votedIds: number[]) => void;
  /** `?…&show=N` of the next step, when the ranking has more than it shows. */
  moreSearch: string | undefined;
  /** The longer list is on its way; the shorter one stays on screen meanwhile. */
  loadingMore: boolean;
}

/**
 * The ranked entries, #1 first, and "Show more": a real link (`?show=50`), so it also works without
 * JavaScript; with it, the next entries are fetched in place and focus moves to the first of them.
 */
export function RankedList({ label, conferences, votedIds, onVoted, moreSearch, loadingMore }: Props) {
  const { mutate } = useVote(onVoted);
  const pending = usePendingVotes();
  const toggle = useCallback((conferenceId: number) => mutate(conferenceId), [mutate]);
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || loadingMore || conferences.length <= from) return;
    focusFrom.current = null;
    list.current?.children[from]?.querySelector<HTMLAnchorElement>('.ranked-title a')?.focus();
  }, [conferences.length, loadingMore]);

  return (
    <Stack gap="4" align="center">
      <chakra.ol ref={list} css={RANKED_LIST_CSS} alignSelf="stretch" aria-label={label}>
        {conferences.map((c, i) => (
          <RankedConference key={c.id} rank={i + 1} conference={c} voted={votedIds.includes(c.id)} pending={pending.includes(c.id)} onToggle={toggle} />
        ))}
      </chakra.ol>
      {loadingMore ? (
        <Text color="fg.muted" role="status">
          Loading more conferences...
        </Text>
      ) : (
        moreSearch && (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to={{ search: moreSearch }} preventScrollReset onClick={() => (focusFrom.current = conferences.length)}>
              Show more
            </RouterLink>
          </Button>
        )
      )}
    </Stack>
  );
}
