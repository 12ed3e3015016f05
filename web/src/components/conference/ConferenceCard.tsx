import { CalendarDays, MapPin, Megaphone } from 'lucide-react';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { typePalette } from '@/config/theme';
import { cfpState } from '@/lib/cfp';
import { formatDateRange } from '@/lib/dates';
import { MODE_LABELS } from '@/lib/discovery-labels';
import { safeHttpUrl, safeImageUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { ConferenceJsonLd } from './ConferenceJsonLd';
import { EventStatusBanner } from './EventStatusBanner';

/** The picture, or a gradient in the type's colours when there is none or it fails to load. */
function CardPicture({ imageUrl, palette }: { imageUrl: string | null; palette: string }) {
  const [broken, setBroken] = useState(false);
  const src = safeImageUrl(imageUrl);
  if (src && !broken) return <img className="conf-card-picture" src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
  return (
    <div className="conf-card-placeholder" data-palette={palette} aria-hidden>
      <CalendarDays aria-hidden focusable="false" />
    </div>
  );
}

/**
 * A conference in the browse grid (SPEC §2), with its schema.org Event data. Plain elements with the
 * classes of CONFERENCE_CARD_CSS (the grid carries it) instead of ~20 Chakra components, each of which
 * resolved its style props on every render: hydrating twelve of them was most of `/upcoming`'s blocking time.
 */
export const ConferenceCard = memo(function ConferenceCard({ conference }: { conference: Conference }) {
  const href = safeHttpUrl(conference.url);
  const palette = typePalette(conference.type);
  const cfp = conference.eventStatus === 'cancelled' ? null : cfpState(conference);
  return (
    <article className="conf-card">
      <CardPicture imageUrl={conference.imageUrl} palette={palette} />
      <div className="conf-card-body">
        <div>
          <span className="conf-card-type" data-palette={palette}>
            {conference.type || 'General'}
          </span>
        </div>
        <EventStatusBanner status={conference.eventStatus} compact />
        <h3 className="conf-card-title">
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer">
              {conference.title}
              <span className="conf-card-sr"> (opens in a new tab)</span>
            </a>
          ) : (
            conference.title
          )}
        </h3>
        <div className="conf-card-meta">
          <div className="conf-card-row">
            <CalendarDays aria-hidden focusable="false" />
            <p>{formatDateRange(conference.startDateUTC, conference.endDateUTC)}</p>
          </div>
          {conference.location && (
            <div className="conf-card-row">
              <MapPin aria-hidden focusable="false" />
              <p className="conf-card-location">{conference.location}</p>
            </div>
          )}
        </div>
        <div className="conf-card-facts">
          <span className="conf-card-mode" data-palette={conference.attendanceMode === 'in-person' ? 'gray' : undefined}>
            {MODE_LABELS[conference.attendanceMode] ?? conference.attendanceMode}
          </span>
          {cfp && (
            <div className="conf-card-cfp" data-open={cfp.open || undefined}>
              <Megaphone aria-hidden focusable="false" />
              <p>{cfp.open ? `CFP open, ${cfp.countdown}` : 'CFP closed'}</p>
            </div>
          )}
        </div>
        <p className="conf-card-source">Added by {conference.source}</p>
      </div>
      <div className="conf-card-footer">
        <RouterLink className="conf-card-details" to={`/conference/${encodeURIComponent(conference.slug)}`}>
          View Details <span aria-hidden>→</span>
          <span className="conf-card-sr"> about {conference.title}</span>
        </RouterLink>
      </div>
      <ConferenceJsonLd conference={conference} />
    </article>
  );
});
