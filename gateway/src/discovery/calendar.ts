import ical, { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { Conference } from '@confdir/contracts';

/**
 * iCalendar files of conferences (RFC 5545 through ical-generator, a maintained library, rather
 * than hand-written lines with their escaping and folding rules). UIDs use the conference id, which
 * never changes, so a calendar that re-reads a feed updates its events instead of adding copies.
 */

const DAY_MS = 86_400_000;

export interface CalendarSite {
  /** e.g. https://confs.example.org (no trailing slash). */
  baseUrl: string;
}

const host = (site: CalendarSite) => new URL(site.baseUrl).host;
export const pageUrl = (site: CalendarSite, c: Pick<Conference, 'slug'>) => `${site.baseUrl}/conference/${encodeURIComponent(c.slug)}`;

function calendar(site: CalendarSite, name: string, description: string): ICalCalendar {
  return ical({
    name,
    description,
    prodId: { company: host(site), product: 'conference-directory', language: 'EN' },
    url: site.baseUrl,
    // Clients re-read a subscription about this often; the gateway caches for less.
    ttl: 60 * 60,
  });
}

function statusOf(c: Conference): ICalEventStatus {
  if (c.eventStatus === 'cancelled') return ICalEventStatus.CANCELLED;
  if (c.eventStatus === 'postponed') return ICalEventStatus.TENTATIVE;
  return ICalEventStatus.CONFIRMED;
}

function describe(c: Conference): string {
  const lines = [`Website: ${c.url}`];
  if (c.eventStatus !== 'scheduled') lines.unshift(`This conference is ${c.eventStatus}.`);
  if (c.cfpUrl) lines.push(`Call for papers: ${c.cfpUrl}`);
  return lines.join('\n');
}

/** One all-day event per dated conference: from its first day to the day after its last (DTEND is exclusive). */
function addConference(cal: ICalCalendar, site: CalendarSite, c: Conference): void {
  if (!c.startDateUTC) return;
  const start = new Date(c.startDateUTC.slice(0, 10) + 'T00:00:00Z');
  const last = new Date((c.endDateUTC ?? c.startDateUTC).slice(0, 10) + 'T00:00:00Z');
  cal.createEvent({
    id: `conference-${c.id}@${host(site)}`,
    start,
    end: new Date(last.getTime() + DAY_MS),
    allDay: true,
    summary: c.eventStatus === 'cancelled' ? `Cancelled: ${c.title}` : c.title,
    location: c.location ?? undefined,
    url: pageUrl(site, c),
    description: describe(c),
    status: statusOf(c),
    stamp: new Date(c.updatedAt),
    lastModified: new Date(c.updatedAt),
  });
}

export function conferenceCalendar(site: CalendarSite, c: Conference): string {
  const cal = calendar(site, c.title, `${c.title}, from the conference directory`);
  addConference(cal, site, c);
  return cal.toString();
}

export function conferencesCalendar(site: CalendarSite, conferences: Conference[]): string {
  const cal = calendar(site, 'Upcoming conferences', 'Upcoming conferences matching your filters, from the conference directory');
  for (const c of conferences) addConference(cal, site, c);
  return cal.toString();
}

/** Each open call for papers as a short event ending at the instant it closes (shown in the reader's own time). */
export function cfpCalendar(site: CalendarSite, conferences: Conference[]): string {
  const cal = calendar(site, 'Calls for papers', 'Deadlines of open calls for papers matching your filters, from the conference directory');
  for (const c of conferences) {
    if (!c.cfpClosesAt) continue;
    const closes = new Date(c.cfpClosesAt);
    cal.createEvent({
      id: `cfp-${c.id}@${host(site)}`,
      start: new Date(closes.getTime() - 30 * 60_000),
      end: closes,
      summary: `CFP closes: ${c.title}`,
      url: c.cfpUrl ?? pageUrl(site, c),
      description: `Last day ${c.cfpEndDate} (${c.cfpTimezone}).\n${c.cfpUrl ? `Submit: ${c.cfpUrl}\n` : ''}Conference: ${pageUrl(site, c)}`,
      status: ICalEventStatus.CONFIRMED,
      stamp: new Date(c.updatedAt),
      lastModified: new Date(c.updatedAt),
    });
  }
  return cal.toString();
}
