import { ChevronUp } from 'lucide-react';

interface Props {
  title: string;
  count: number;
  voted: boolean;
  pending: boolean;
  onToggle: () => void;
}

/**
 * Filled when this browser's vote stands, outlined otherwise; disabled while the vote is on its way (SPEC §4).
 * A plain button styled by the list's classes (ranked-list.styles.ts): up to 100 of them render per page.
 */
export function VoteButton({ title, count, voted, pending, onToggle }: Props) {
  return (
    <button type="button" className="ranked-vote" aria-pressed={voted} aria-label={`Upvote ${title} (${count} ${count === 1 ? 'vote' : 'votes'})`} disabled={pending} onClick={onToggle}>
      <ChevronUp aria-hidden />
      <span>{count}</span>
    </button>
  );
}
