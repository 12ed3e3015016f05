import { Button, Link } from '@chakra-ui/react';
import { ClientPortal } from '@/components/ui/ClientPortal';
import { ServerFragment } from '@/components/server-fragment/ServerFragment';
import { CalendarPlus, ChevronDown } from 'lucide-react';
import { googleCalendarUrl, icsPath, outlookCalendarUrl } from '@/lib/calendar-links';
import type { Conference } from '@/types/conference';
import { Menu } from '@/components/ui/widgets/menu';

/** Download an .ics file, or open Google Calendar or Outlook with the event filled in. */
export function AddToCalendarMenu({ conference }: { conference: Conference }) {
  if (!conference.startDateUTC) return null;
  const event = {
    slug: conference.slug,
    title: conference.title,
    startDateUTC: conference.startDateUTC,
    endDateUTC: conference.endDateUTC,
    location: conference.location,
    // The conference's own site: known the same on the server and in the browser (no window needed).
    detailsUrl: conference.url,
  };
  return (
    <>
      {/* The server writes the trigger only (the items are in a portal the browser opens): the same on every page. */}
      <ServerFragment name="calendar-menu">
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button variant="outline">
              <CalendarPlus aria-hidden /> Add to calendar <ChevronDown aria-hidden />
            </Button>
          </Menu.Trigger>
          <ClientPortal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="ics" asChild>
                  <a href={icsPath(conference.slug)} download>
                    Download .ics file
                  </a>
                </Menu.Item>
                <Menu.Item value="google" asChild>
                  <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                    Google Calendar
                  </a>
                </Menu.Item>
                <Menu.Item value="outlook" asChild>
                  <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                    Outlook.com
                  </a>
                </Menu.Item>
              </Menu.Content>
            </Menu.Positioner>
          </ClientPortal>
        </Menu.Root>
      </ServerFragment>
      {/* Without JavaScript the menu cannot open: the calendar file, which every calendar app reads, is a plain link instead. */}
      <noscript>
        <Link href={icsPath(conference.slug)} download color="brand.fg">
          Download .ics file
        </Link>
      </noscript>
    </>
  );
}
