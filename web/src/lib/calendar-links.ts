/**
 * "Add to calendar" targets for one all-day conference: our .ics download and the compose pages
 * of Google Calendar and Outlook.com, which take the event in their query string.
 */
export interface CalendarEventInput {
  slug: string;
  title: string;
  startDateUTC: string;
  endDateUTC: string | null;
  location: string | null;
  /** Shown in the event's notes: where to read more. */
  detailsUrl: string;
}

const DAY_MS = 86_400_000;
const dayOf = (iso: string) => iso.slice(0, 10);
/** All-day events end on the day after the last day (exclusive end), in both services. */
const dayAfter = (iso: string) => new Date(Date.parse(`${dayOf(iso)}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

export function icsPath(slug: string): string {
  return `/api/conferences/${encodeURIComponent(slug)}/calendar.ics`;
}

export function googleCalendarUrl(e: CalendarEventInput): string {
  const compact = (day: string) => day.replace(/-/g, '');
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: e.title,
    dates: `${compact(dayOf(e.startDateUTC))}/${compact(dayAfter(e.endDateUTC ?? e.startDateUTC))}`,
    details: e.detailsUrl,
  });
  if (e.location) params.set('location', e.location);
  return `https://calendar.google.com/calendar/render?${params}`;
}

export function outlookCalendarUrl(e: CalendarEventInput): string {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: e.title,
    startdt: dayOf(e.startDateUTC),
    enddt: dayAfter(e.endDateUTC ?? e.startDateUTC),
    allday: 'true',
    body: e.detailsUrl,
  });
  if (e.location) params.set('location', e.location);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`;
}

/** The same feed for calendar apps: webcal:// makes them offer to subscribe rather than import once. */
export function webcalUrl(httpsUrl: string): string {
  return httpsUrl.replace(/^https?:\/\//, 'webcal://');
}
