import { Button, Text } from '@chakra-ui/react';
import { ChevronUp } from 'lucide-react';

interface Props {
  title: string;
  count: number;
  voted: boolean;
  pending: boolean;
  onToggle: () => void;
}

/** Filled when this browser's vote stands, outlined otherwise; disabled while the vote is on its way (SPEC §4). */
export function VoteButton({ title, count, voted, pending, onToggle }: Props) {
  return (
    <Button
      colorPalette="brand"
      variant={voted ? 'solid' : 'outline'}
      aria-pressed={voted}
      aria-label={`Upvote ${title} (${count} ${count === 1 ? 'vote' : 'votes'})`}
      disabled={pending}
      onClick={onToggle}
      flexDirection="column"
      gap="0"
      h="16"
      minW="14"
      px="2"
      rounded="xl"
    >
      <ChevronUp aria-hidden />
      <Text as="span" fontWeight="bold" fontSize="md" lineHeight="1">
        {count}
      </Text>
    </Button>
  );
}
