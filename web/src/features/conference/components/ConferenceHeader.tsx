import { Building2, CalendarDays, ExternalLink, MapPin } from 'lucide-react';
import { Suspense, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DiscoveryFacts } from '@/components/conference/DiscoveryFacts';
import { EventStatusBanner } from '@/components/conference/EventStatusBanner';
import { TypeBadge } from '@/components/conference/TypeBadge';
import { hstack, icon, SR_ONLY, stack, TEXT_LINK } from '@/components/ui/reading-styles';
import { defineStyles, recipe, useStyles } from '@/components/ui/static-styles';
import { formatDateRange } from '@/lib/dates';
import { countryName } from '@/lib/discovery';
import { safeHttpUrl, safeImageUrl } from '@/lib/urls';
import type { Conference } from '@/types/conference';
import { AddToCalendarMenu } from './AddToCalendarMenu';
import { CfpAndTopics } from './CfpAndTopics';
import { ListedOn } from './ListedOn';
import { PlaceMap } from './PlaceMap';
import { cityPath, countryPath } from '@/lib/site';

const styles = defineStyles({
  header: { display: 'flex', gap: { base: '6', md: '10' }, flexDirection: { base: 'column-reverse', md: 'row' }, alignItems: { md: 'start' } },
  main: stack('4', { flex: '1', minW: '0' }),
  title: [recipe('heading', { size: { base: '3xl', md: '4xl' } }), { lineHeight: '1.15', wordBreak: 'break-word' }],
  facts: stack('2'),
  fact: hstack('2', { color: 'fg.muted', alignItems: 'start' }),
  factIcon: icon('5', { mt: '0.5' }),
  factText: { wordBreak: 'break-word' },
  image: { w: { base: 'full', md: 'sm' }, h: { base: '48', md: '64' }, objectFit: 'cover', rounded: 'card', borderWidth: '1px' },
  place: stack('3'),
  placeText: { fontSize: 'sm', color: 'fg.muted' },
  link: TEXT_LINK,
  actions: hstack('3', { flexWrap: 'wrap' }),
  website: [recipe('button'), { colorPalette: 'brand' }],
  srOnly: SR_ONLY,
});

function Fact({ icon: Icon, children }: { icon: typeof CalendarDays; children: ReactNode }) {
  const s = useStyles(styles);
  return (
    <div className={s.fact}>
      <Icon className={s.factIcon} aria-hidden />
      <p className={s.factText}>{children}</p>
    </div>
  );
}

/** Shown only while it loads: a dead image link leaves no broken-image icon in the header. */
function HeaderImage({ src, alt }: { src: string; alt: string }) {
  const s = useStyles(styles);
  const [broken, setBroken] = useState(false);
  if (broken) return null;
  return <img className={s.image} src={src} alt={alt} onError={() => setBroken(true)} />;
}

/** Links to the pages of the conference's city and country (issue 35), and the city on a small map. */
function PlaceLinks({ conference }: { conference: Conference }) {
  const s = useStyles(styles);
  const { country, citySlug, city, latitude, longitude } = conference;
  if (!country || conference.attendanceMode === 'online') return null;
  const countryLabel = countryName(country);
  const link = (to: string, text: string) => (
    <RouterLink className={s.link} to={to}>
      {text}
    </RouterLink>
  );
  return (
    <div className={s.place}>
      <p className={s.placeText}>
        More conferences in {citySlug && city ? <>{link(cityPath(country, citySlug), city)} and </> : null}
        {link(countryPath(country), countryLabel)}
      </p>
      {citySlug && latitude !== null && longitude !== null && <PlaceMap latitude={latitude} longitude={longitude} place={city ? `${city}, ${countryLabel}` : countryLabel} />}
    </div>
  );
}

/** The conference page header of SPEC §2. */
export function ConferenceHeader({ conference }: { conference: Conference }) {
  const s = useStyles(styles);
  const website = safeHttpUrl(conference.url);
  const image = safeImageUrl(conference.imageUrl);
  return (
    <header className={s.header}>
      <div className={s.main}>
        <EventStatusBanner status={conference.eventStatus} />
        <div>
          <TypeBadge type={conference.type} />
        </div>
        <h1 className={s.title}>{conference.title}</h1>
        <div className={s.facts}>
          {conference.startDateUTC && <Fact icon={CalendarDays}>{formatDateRange(conference.startDateUTC, conference.endDateUTC)}</Fact>}
          {conference.location && <Fact icon={MapPin}>{conference.location}</Fact>}
          {conference.venue && <Fact icon={Building2}>{conference.venue}</Fact>}
        </div>
        <PlaceLinks conference={conference} />
        <DiscoveryFacts conference={conference} />
        <CfpAndTopics conference={conference} />
        <ListedOn conference={conference} />
        <div className={s.actions}>
          {website && (
            <a className={s.website} href={website} target="_blank" rel="noopener noreferrer">
              Visit Website <ExternalLink aria-hidden />
              <span className={s.srOnly}>(opens in a new tab)</span>
            </a>
          )}
          {/* Its own hydration task (see Layout): the menu's state machine starts apart from the header. */}
          <Suspense>
            <AddToCalendarMenu conference={conference} />
          </Suspense>
        </div>
      </div>
      {image && <HeaderImage key={image} src={image} alt={conference.title} />}
    </header>
  );
}
