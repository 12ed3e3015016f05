import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { CalendarConference, CalendarDeadline, CalendarResponse } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { withQuery } from '@/lib/page-head';
import { conferencePath } from '@/lib/site';
import { conferenceDays } from '../lib/calendar-weeks';

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });
const SPAN = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/** "3–5 Mar", "30 Mar – 2 Apr", "3 Mar": the days a conference takes. */
function daysLabel(c: CalendarConference): string {
  const { first, last } = conferenceDays(c);
  const at = (date: string) => new Date(`${date}T00:00:00Z`);
  return first === last ? SPAN.format(at(first)) : SPAN.formatRange(at(first), at(last));
}

interface Props {
  data: CalendarResponse;
  /** The listing's query of the page's filters, for the "and N more" links to /upcoming. */
  listingQuery: URLSearchParams;
}

/**
 * The month as a list, day by day (issue 35): the conferences starting that day (or, when they began before
 * the month, on its first day) and the calls for papers closing. The page's own content for screen readers,
 * keyboards and small screens; the grid above is its picture.
 */
export function CalendarList({ data, listingQuery }: Props) {
  const first = `${data.month}-01`;
  const starting = new Map<string, CalendarConference[]>();
  for (const c of data.conferences) {
    const date = conferenceDays(c).first < first ? first : conferenceDays(c).first;
    starting.set(date, [...(starting.get(date) ?? []), c]);
  }
  const closing = new Map<string, CalendarDeadline[]>();
  for (const d of data.deadlines) closing.set(d.cfpEndDate, [...(closing.get(d.cfpEndDate) ?? []), d]);
  const busy = data.days.filter((d) => d.starting > 0 || d.deadlines > 0);
  if (busy.length === 0) return <Text color="fg.muted">No conferences or calls for papers this month match the filters.</Text>;
  return (
    <Stack gap="6">
      {busy.map((day) => {
        const more = day.starting - day.startingListed;
        const moreQuery = new URLSearchParams(listingQuery);
        moreQuery.set('from', day.date);
        moreQuery.set('to', day.date);
        return (
          <Stack as="section" key={day.date} aria-labelledby={`day-${day.date}`} gap="2">
            <Heading as="h3" size="md" id={`day-${day.date}`}>
              {DAY_LABEL.format(new Date(`${day.date}T00:00:00Z`))}
            </Heading>
            <List.Root gap="1.5" ps="5">
              {(starting.get(day.date) ?? []).map((c) => (
                <List.Item key={c.id}>
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={conferencePath(c.slug)}>{c.title}</RouterLink>
                  </Link>{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    {daysLabel(c)}
                    {c.location ? ` · ${c.location}` : c.attendanceMode === 'online' ? ' · Online' : ''}
                  </Text>
                </List.Item>
              ))}
              {more > 0 && (
                <List.Item>
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={withQuery('/upcoming', moreQuery)}>and {more} more starting this day</RouterLink>
                  </Link>
                </List.Item>
              )}
              {(closing.get(day.date) ?? []).map((d) => (
                <List.Item key={`cfp-${d.id}`}>
                  <Text as="span" fontWeight="semibold" color="orange.fg">
                    Call for papers closes:
                  </Text>{' '}
                  <Link asChild color="brand.fg" textDecoration="underline">
                    <RouterLink to={conferencePath(d.slug)}>{d.title}</RouterLink>
                  </Link>
                </List.Item>
              ))}
              {day.deadlines > day.deadlinesListed && <List.Item color="fg.muted">and {day.deadlines - day.deadlinesListed} more calls for papers closing</List.Item>}
            </List.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}
