import { Box, Grid, Link, Text } from '@chakra-ui/react';
import type { CalendarDay, CalendarResponse } from '@confdir/contracts/web';
import { Link as RouterLink } from 'react-router-dom';
import { conferencePath } from '@/lib/site';
import { calendarWeeks } from '../lib/calendar-weeks';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
/** Bars a week row shows; the rest of a day is its "+N more" (the list below names them all). */
const LANES = 4;

/**
 * The month as a grid (issue 35): each conference a bar across its days, calls for papers closing marked on
 * their day. A picture of the list below (CalendarList), which carries the same facts for screen readers and
 * keyboards: so the grid is hidden from them and its links are out of the tab order.
 */
export function CalendarGrid({ data }: { data: CalendarResponse }) {
  const byDate = new Map<string, CalendarDay>(data.days.map((d) => [d.date, d]));
  const weeks = calendarWeeks(data.month, data.conferences, data.days, LANES);
  return (
    <Box aria-hidden="true" display={{ base: 'none', md: 'block' }} borderWidth="1px" rounded="card" overflow="hidden" data-testid="calendar-grid">
      <Grid templateColumns="repeat(7, minmax(0, 1fr))" bg="bg.muted" borderBottomWidth="1px">
        {WEEKDAYS.map((w) => (
          <Text key={w} fontSize="xs" fontWeight="semibold" color="fg.muted" px="2" py="1">
            {w}
          </Text>
        ))}
      </Grid>
      {weeks.map((week) => {
        const lanes = Math.max(0, ...week.bars.map((b) => b.lane + 1));
        return (
          <Grid key={week.days.find(Boolean)} templateColumns="repeat(7, minmax(0, 1fr))" templateRows={`auto repeat(${lanes}, auto) 1fr`} minH="28" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
            {week.days.map((date, i) => (
              <Box key={i} gridColumn={i + 1} gridRow="1 / -1" borderStartWidth={i ? '1px' : 0} bg={date ? undefined : 'bg.subtle'} />
            ))}
            {week.days.map((date, i) => {
              const deadlines = date ? (byDate.get(date)?.deadlines ?? 0) : 0;
              return (
                date && (
                  <Text key={date} gridColumn={i + 1} gridRow="1" fontSize="xs" px="2" pt="1" display="flex" gap="1" justifyContent="space-between" zIndex="1">
                    <span>{Number(date.slice(8))}</span>
                    {deadlines > 0 && (
                      <Text as="span" color="orange.fg" fontWeight="semibold" data-testid="cfp-mark">
                        CFP{deadlines > 1 ? ` ×${deadlines}` : ''}
                      </Text>
                    )}
                  </Text>
                )
              );
            })}
            {week.bars.map((bar) => (
              <Link
                asChild
                key={bar.conference.id}
                tabIndex={-1}
                gridColumn={`${bar.startCol} / ${bar.endCol + 1}`}
                gridRow={bar.lane + 2}
                zIndex="1"
                mx="1"
                my="0.5"
                px="1.5"
                fontSize="xs"
                lineHeight="1.6"
                bg="brand.muted"
                color="fg"
                roundedLeft={bar.continuesBefore ? 'none' : 'sm'}
                roundedRight={bar.continuesAfter ? 'none' : 'sm'}
                truncate
                display="block"
                data-testid="calendar-bar"
              >
                <RouterLink to={conferencePath(bar.conference.slug)} title={bar.conference.title}>
                  {bar.conference.title}
                </RouterLink>
              </Link>
            ))}
            {week.more.map(
              (n, i) =>
                n > 0 && (
                  <Text key={`more-${i}`} gridColumn={i + 1} gridRow={lanes + 2} fontSize="xs" color="fg.muted" px="2" pb="1" zIndex="1">
                    +{n} more
                  </Text>
                ),
            )}
          </Grid>
        );
      })}
    </Box>
  );
}
