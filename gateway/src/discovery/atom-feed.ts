import { Feed } from 'feed';
import { Conference } from '@confdir/contracts';
import { CalendarSite, pageUrl } from './calendar';

function summary(c: Conference): string {
  const when = c.startDateUTC ? c.startDateUTC.slice(0, 10) + (c.endDateUTC && c.endDateUTC.slice(0, 10) !== c.startDateUTC.slice(0, 10) ? ` to ${c.endDateUTC.slice(0, 10)}` : '') : 'dates to be announced';
  const parts = [`${c.type} conference, ${when}`, c.location ?? undefined, c.attendanceMode !== 'in-person' ? c.attendanceMode : undefined];
  if (c.eventStatus !== 'scheduled') parts.unshift(c.eventStatus.toUpperCase());
  if (c.cfpEndDate) parts.push(`call for papers until ${c.cfpEndDate} (${c.cfpTimezone})`);
  return parts.filter(Boolean).join(' · ');
}

/**
 * Atom 1.0 feed of recently added conferences (through `feed`, which escapes and formats the XML).
 * Entry ids are the stable conference page URLs, so readers never show an entry twice.
 */
export function conferencesAtom(site: CalendarSite, selfUrl: string, conferences: Conference[]): string {
  const feed = new Feed({
    title: 'Recently added conferences',
    description: 'Conferences newly added to the directory, matching your filters',
    id: selfUrl,
    link: site.baseUrl,
    language: 'en',
    updated: conferences.length ? new Date(Math.max(...conferences.map((c) => Date.parse(c.createdAt)))) : new Date(0),
    feedLinks: { atom: selfUrl },
    copyright: 'Conference data by its contributors',
    generator: 'conference directory',
  });
  for (const c of conferences) {
    feed.addItem({
      title: c.title,
      id: pageUrl(site, c),
      link: pageUrl(site, c),
      date: new Date(c.createdAt),
      published: new Date(c.createdAt),
      description: summary(c),
    });
  }
  return feed.atom1();
}
