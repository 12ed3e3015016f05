import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { readCalendarFilters } from '@confdir/contracts/web';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { LoadError } from '@/components/layout/LoadError';
import { itemList } from '@/lib/json-ld';
import { canonicalListingQuery, writeFilters } from '@/lib/listing-filters';
import { withQuery } from '@/lib/page-head';
import { calendarPath, conferencePath, siteBaseUrl } from '@/lib/site';
import { useListingFilters } from '@/lib/use-listing-filters';
import { useCalendar } from '../api/get-calendar';
import { CalendarGrid } from '../components/CalendarGrid';
import { CalendarList } from '../components/CalendarList';
import { PlaceFilters } from '../components/PlaceFilters';
import { Redirect } from '../components/Redirect';
import { PageNotFound, SubjectLoading } from '../components/SubjectState';
import { calendarMonth, currentMonth, monthLabel, monthPath, shiftMonth } from '../lib/calendar-month';

function MonthLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="sm" aria-label={label}>
      <RouterLink to={to}>{children}</RouterLink>
    </Button>
  );
}

function MonthCalendar({ month, path }: { month: string; path: string }) {
  const { filters, setFilters, clearFilters } = useListingFilters(path, readCalendarFilters);
  const query = useCalendar(month, filters);
  const label = monthLabel(month);
  const [previous, next] = [shiftMonth(month, -1), shiftMonth(month, 1)];
  const filterQuery = writeFilters(filters);
  const data = query.data;
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      <PageHead
        title={`Conference Calendar: ${label}`}
        description={`Technology conferences and calls for papers closing in ${label}, day by day${data ? `: ${data.conferencesTotal} conferences, ${data.deadlinesTotal} CFP deadlines` : ''}, on ConfDir.`}
        canonicalPath={withQuery(path, canonicalListingQuery(filters))}
        jsonLd={data?.conferences.length ? [itemList(data.conferences.map((c) => new URL(conferencePath(c.slug), siteBaseUrl()).href))] : []}
      />
      <Flex justify="space-between" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
            Conference Calendar: {label}
          </Heading>
          {data && (
            <Text color="fg.muted" aria-live="polite">
              {data.conferencesTotal} conferences · {data.deadlinesTotal} calls for papers closing
            </Text>
          )}
        </Stack>
        <HStack as="nav" aria-label="Months" gap="2">
          <MonthLink to={withQuery(monthPath(previous), filterQuery)} label={`Previous month, ${monthLabel(previous)}`}>
            <ChevronLeft aria-hidden /> Previous
          </MonthLink>
          <MonthLink to={withQuery(monthPath(next), filterQuery)} label={`Next month, ${monthLabel(next)}`}>
            Next <ChevronRight aria-hidden />
          </MonthLink>
        </HStack>
      </Flex>
      <PlaceFilters path={path} filters={filters} onChange={setFilters} onClear={clearFilters} />
      {query.isPending ? (
        <SubjectLoading />
      ) : query.isError ? (
        <Suspense>
          <LoadError title="Could not load the calendar" error={query.error} onRetry={() => query.refetch()} />
        </Suspense>
      ) : (
        <>
          <CalendarGrid data={query.data} />
          <Stack as="section" aria-labelledby="calendar-days" gap="4">
            <Heading as="h2" size="xl" id="calendar-days">
              Day by day
            </Heading>
            <CalendarList data={query.data} listingQuery={filterQuery} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * /calendar/:yyyy/:mm: the month as a grid and as a list, with the listing's filters (issue 35). /calendar is
 * this month's page (the server redirects; in the browser the router does); a month that cannot be is the 404 page.
 */
export function CalendarPage() {
  const { yyyy, mm } = useParams();
  const { search } = useLocation();
  if (yyyy === undefined || mm === undefined) {
    const now = currentMonth(new Date());
    return <Redirect to={`${calendarPath(now.year, now.month)}${search}`} />;
  }
  const month = calendarMonth(yyyy, mm);
  if (!month) return <PageNotFound />;
  return <MonthCalendar key={month} month={month} path={monthPath(month)} />;
}
