import { CalendarDays, MapPin } from 'lucide-react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { typePalette } from '@/config/theme';
import { formatDateRange } from '@/lib/dates';
import type { Conference } from '@/types/conference';
import { VoteButton } from './VoteButton';

interface Props {
  rank: number;
  conference: Conference;
  voted: boolean;
  pending: boolean;
  onToggle: (conferenceId: number) => void;
}

/**
 * One entry of the ranking (SPEC: rank, vote button with count, title link, dates, location, type badge,
 * 'View details →'). Plain elements with the list's static classes instead of Chakra components: each of
 * those resolves its style props per render, ~20 per card, which made a page of 100 cost ~300 ms on the server.
 * Memoised: a vote re-renders its own card, not the list.
 */
export const RankedConference = memo(function RankedConference({ rank, conference, voted, pending, onToggle }: Props) {
  const path = `/conference/${encodeURIComponent(conference.slug)}`;
  return (
    <li className="ranked-card">
      <span className="ranked-rank">#{rank}</span>
      <VoteButton title={conference.title} count={conference.votesCount ?? 0} voted={voted} pending={pending} onToggle={() => onToggle(conference.id)} />
      <div className="ranked-body">
        <h2 className="ranked-title">
          <RouterLink to={path}>{conference.title}</RouterLink>
        </h2>
        <div className="ranked-meta">
          <span>
            <CalendarDays aria-hidden />
            {formatDateRange(conference.startDateUTC, conference.endDateUTC)}
          </span>
          {conference.location && (
            <span>
              <MapPin aria-hidden />
              {conference.location}
            </span>
          )}
        </div>
        <div className="ranked-foot">
          <span className="ranked-badge" data-palette={typePalette(conference.type)}>
            {conference.type || 'General'}
          </span>
          <RouterLink className="ranked-details" to={path}>
            View details <span aria-hidden>→</span>
            <span className="ranked-sr"> about {conference.title}</span>
          </RouterLink>
        </div>
      </div>
    </li>
  );
});
