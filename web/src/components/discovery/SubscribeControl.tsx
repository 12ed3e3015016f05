import { siteBaseUrl } from '@/lib/site';
import { Button, Field, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ClientPortal } from '@/components/ui/ClientPortal';
import { CalendarSync, Copy, Rss } from 'lucide-react';
import { useId } from 'react';
import { notify } from '@/components/ui/toaster';
import { webcalUrl } from '@/lib/calendar-links';
import { Input } from '@/components/ui/widgets/input';
import { Popover } from '@/components/ui/widgets/popover';

interface Props {
  /** '/api/calendar.ics' or '/api/cfp.ics'. */
  calendarPath: string;
  /** The current filters as a query string (no leading '?'). */
  query: string;
  /** The Atom feed of the same filters, where one exists. */
  feedPath?: string;
}

/** Subscribe to the current filters in a calendar app (copyable https link and a webcal:// link), or read the Atom feed. */
export function SubscribeControl({ calendarPath, query, feedPath }: Props) {
  const inputId = useId();
  const suffix = query ? `?${query}` : '';
  // Built in the browser only when opened, so server rendering never needs the page's origin.
  const httpsUrl = () => `${siteBaseUrl()}${calendarPath}${suffix}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(httpsUrl());
      notify({ title: 'Calendar link copied' });
    } catch {
      notify({ title: 'Could not copy', description: 'Select the link and copy it yourself.', type: 'error' });
    }
  };
  return (
    <Popover.Root lazyMount>
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm">
          <CalendarSync aria-hidden /> Subscribe
        </Button>
      </Popover.Trigger>
      <ClientPortal>
        <Popover.Positioner>
          <Popover.Content maxW="sm" aria-label="Subscribe in your calendar">
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="3">
                <Popover.Title fontWeight="semibold">Subscribe in your calendar</Popover.Title>
                <Text fontSize="sm" color="fg.muted">
                  Your calendar app keeps this list up to date, with the filters you chose.
                </Text>
                <Field.Root>
                  <Field.Label htmlFor={inputId}>Calendar link</Field.Label>
                  <HStack w="full">
                    <Input id={inputId} readOnly value={httpsUrl()} onFocus={(e) => e.currentTarget.select()} size="sm" />
                    <Button size="sm" onClick={copy}>
                      <Copy aria-hidden /> Copy
                    </Button>
                  </HStack>
                </Field.Root>
                <HStack gap="4" wrap="wrap" fontSize="sm">
                  <Link href={webcalUrl(httpsUrl())} color="brand.fg" textDecoration="underline">
                    Open in calendar app
                  </Link>
                  {feedPath && (
                    <Link href={`${feedPath}${suffix}`} color="brand.fg" textDecoration="underline">
                      <Rss size={14} aria-hidden /> Atom feed
                    </Link>
                  )}
                </HStack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </ClientPortal>
    </Popover.Root>
  );
}
