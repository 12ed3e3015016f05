import { Box, Card, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ConferenceMeta } from '@/components/conference/ConferenceMeta';
import { TypeBadge } from '@/components/conference/TypeBadge';
import { notify } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import type { Conference } from '@/types/conference';
import { useVote } from '../api/vote';
import { VoteButton } from './VoteButton';

interface Props {
  rank: number;
  conference: Conference;
  voted: boolean;
  onVoted: (votedIds: number[]) => void;
}

export function RankedConference({ rank, conference, voted, onVoted }: Props) {
  const vote = useVote(onVoted);
  const path = `/conference/${encodeURIComponent(conference.slug)}`;
  const toggle = () =>
    vote.mutate(conference.id, {
      onError: (error) => notify({ title: 'Failed to vote', description: errorMessage(error, 'Please try again.'), type: 'error' }),
    });

  return (
    <Card.Root as="li" variant="outline" rounded="card" transition="box-shadow 0.2s, border-color 0.2s" _hover={{ shadow: 'md', borderColor: 'brand.emphasized' }}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Flex gap={{ base: '3', md: '5' }} align="center">
          <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" color="fg.muted" minW={{ base: '8', md: '12' }} textAlign="center">
            #{rank}
          </Text>
          <VoteButton title={conference.title} count={conference.votesCount ?? 0} voted={voted} pending={vote.isPending} onToggle={toggle} />
          <Stack gap="1.5" flex="1" minW="0">
            <Heading as="h2" size="md" lineHeight="short" wordBreak="break-word">
              <Link asChild color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={path}>{conference.title}</RouterLink>
              </Link>
            </Heading>
            <HStack gap="4" rowGap="1" wrap="wrap">
              <ConferenceMeta startDateUTC={conference.startDateUTC} endDateUTC={conference.endDateUTC} location={conference.location} />
            </HStack>
            <Flex justify="space-between" align="center" gap="3" wrap="wrap">
              <TypeBadge type={conference.type} />
              <Box>
                <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
                  <RouterLink to={path}>
                    View details <span aria-hidden>→</span>
                    <Box as="span" srOnly>
                      {' '}
                      about {conference.title}
                    </Box>
                  </RouterLink>
                </Link>
              </Box>
            </Flex>
          </Stack>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
