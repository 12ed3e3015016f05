import { CalendarDays, MapPin, Megaphone } from 'lucide-react';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { typePalette } from '@/config/theme';
import { cfpState } from '@/lib/cfp';
import { formatDateRange } from '@/lib/dates';
import { MODE_LABELS } from '@/lib/discovery-labels';
import { safeHttpUrl, safeImageUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { useStyles } from '@/components/ui/static-styles';
import { cardStyles } from './conference-card.styles';
import { ConferenceJsonLd } from './ConferenceJsonLd';
import { EventStatusBanner } from './EventStatusBanner';

/** The picture, or a gradient in the type's colours when there is none or it fails to load. */
function CardPicture({ imageUrl, palette }: { imageUrl: string | null; palette: string }) {
  const s = useStyles(cardStyles);
  const [broken, setBroken] = useState(false);
  const src = safeImageUrl(imageUrl);
  if (src && !broken) return <img className={s.picture} src={src} alt="" loading="lazy" onError={() => setBroken(true)} />;
  return (
    <div className={s.placeholder} data-palette={palette} aria-hidden>
      <CalendarDays className={s.placeholderIcon} aria-hidden focusable="false" />
    </div>
  );
}

/**
 * A conference in the browse grid (SPEC §2), with its schema.org Event data. Plain elements with static
 * classes (cardStyles) instead of ~20 Chakra components, each of which resolved its style props on every
 * render: hydrating twelve of them was most of `/upcoming`'s blocking time.
 */
export const ConferenceCard = memo(function ConferenceCard({ conference }: { conference: Conference }) {
  const s = useStyles(cardStyles);
  const href = safeHttpUrl(conference.url);
  const palette = typePalette(conference.type);
  const cfp = conference.eventStatus === 'cancelled' ? null : cfpState(conference);
  return (
    <article className={s.card}>
      <CardPicture imageUrl={conference.imageUrl} palette={palette} />
      <div className={s.body}>
        <div>
          <span className={s.type} data-palette={palette}>
            {conference.type || 'General'}
          </span>
        </div>
        <EventStatusBanner status={conference.eventStatus} compact />
        <h3 className={s.title}>
          {href ? (
            <a className={s.titleLink} href={href} target="_blank" rel="noopener noreferrer">
              {conference.title}
              <span className={s.sr}> (opens in a new tab)</span>
            </a>
          ) : (
            conference.title
          )}
        </h3>
        <div className={s.meta}>
          <div className={s.row}>
            <CalendarDays className={s.rowIcon} aria-hidden focusable="false" />
            <p>{formatDateRange(conference.startDateUTC, conference.endDateUTC)}</p>
          </div>
          {conference.location && (
            <div className={s.row}>
              <MapPin className={s.rowIcon} aria-hidden focusable="false" />
              <p className={s.location}>{conference.location}</p>
            </div>
          )}
        </div>
        <div className={s.facts}>
          <span className={conference.attendanceMode === 'in-person' ? s.inPerson : s.remote}>
            {MODE_LABELS[conference.attendanceMode] ?? conference.attendanceMode}
          </span>
          {cfp && (
            <div className={s.cfp} data-open={cfp.open || undefined}>
              <Megaphone className={s.rowIcon} aria-hidden focusable="false" />
              <p>{cfp.open ? `CFP open, ${cfp.countdown}` : 'CFP closed'}</p>
            </div>
          )}
        </div>
        <p className={s.source}>Added by {conference.source}</p>
      </div>
      <div className={s.footer}>
        <RouterLink className={s.details} to={`/conference/${encodeURIComponent(conference.slug)}`}>
          View Details <span aria-hidden>→</span>
          <span className={s.sr}> about {conference.title}</span>
        </RouterLink>
      </div>
      <ConferenceJsonLd conference={conference} />
    </article>
  );
});
