import { screen, within } from '@testing-library/react';
import type { CalendarResponse } from '@confdir/contracts/web';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import { CalendarPage } from './CalendarPage';

const day = (date: string, over: Partial<CalendarResponse['days'][number]> = {}) => ({ date, happening: 0, starting: 0, startingListed: 0, deadlines: 0, deadlinesListed: 0, ...over });

const MARCH: CalendarResponse = {
  month: '2026-03',
  previous: '2026-02',
  next: '2026-04',
  days: Array.from({ length: 31 }, (_, i) => {
    const date = `2026-03-${String(i + 1).padStart(2, '0')}`;
    if (date === '2026-03-05') return day(date, { happening: 20, starting: 18, startingListed: 1 });
    if (['2026-03-06', '2026-03-07'].includes(date)) return day(date, { happening: 1 });
    if (date === '2026-03-10') return day(date, { deadlines: 1, deadlinesListed: 1 });
    return day(date);
  }),
  conferences: [
    { id: 1, slug: 'rust-nation', title: 'Rust Nation', startDateUTC: '2026-03-05T00:00:00.000Z', endDateUTC: '2026-03-07T00:00:00.000Z', location: 'London, UK', country: 'GB', citySlug: 'london', type: 'Tech', attendanceMode: 'in-person', eventStatus: 'scheduled' },
  ],
  deadlines: [{ id: 2, slug: 'jsconf', title: 'JSConf', cfpEndDate: '2026-03-10', cfpTimezone: 'UTC', cfpClosesAt: '2026-03-10T23:59:59.000Z', cfpUrl: null }],
  conferencesTotal: 18,
  deadlinesTotal: 1,
};

const routes = [
  { path: '/calendar/:yyyy/:mm', element: <CalendarPage /> },
  { path: '/calendar', element: <CalendarPage /> },
];

describe('CalendarPage', () => {
  it('shows the month day by day: conferences starting, how many more, calls for papers closing; month links keep the filters', async () => {
    const { calls } = mockFetch((_m, url) => (url.pathname === '/api/calendar' ? { body: MARCH } : undefined));
    renderRoutes(routes, '/calendar/2026/03?type=Tech&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference Calendar: March 2026' })).toBeInTheDocument();
    expect(Object.fromEntries(calls[0].url.searchParams)).toEqual({ month: '2026-03', type: 'Tech' });
    const days = await screen.findByRole('region', { name: 'Day by day' });
    const fifth = within(days).getByRole('region', { name: 'Thursday 5 March' });
    expect(within(fifth).getByRole('link', { name: 'Rust Nation' })).toHaveAttribute('href', '/conference/rust-nation');
    expect(within(fifth).getByText(/5\s*–\s*7 Mar · London, UK/)).toBeInTheDocument();
    expect(within(fifth).getByRole('link', { name: 'and 17 more starting this day' })).toHaveAttribute('href', '/upcoming?type=Tech&from=2026-03-05&to=2026-03-05');
    const tenth = within(days).getByRole('region', { name: 'Tuesday 10 March' });
    expect(within(tenth).getByText('Call for papers closes:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous month, February 2026' })).toHaveAttribute('href', '/calendar/2026/02?type=Tech');
    expect(screen.getByRole('link', { name: 'Next month, April 2026' })).toHaveAttribute('href', '/calendar/2026/04?type=Tech');
    // The grid draws the three days as one bar (hidden from assistive technology: the list says it).
    const grid = screen.getByTestId('calendar-grid');
    expect(grid).toHaveAttribute('aria-hidden', 'true');
    expect(within(grid).getAllByTestId('calendar-bar')).toHaveLength(1);
    expect(within(grid).getByTestId('cfp-mark')).toHaveTextContent('CFP');
  });

  it.each(['/calendar/2026/13', '/calendar/1969/12', '/calendar/2026/3'])('%s is the 404 page', async (url) => {
    mockFetch(() => undefined);
    renderRoutes(routes, url);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('/calendar moves to the current month with its query', async () => {
    mockFetch((_m, url) => (url.pathname === '/api/calendar' ? { body: { ...MARCH, days: [], conferences: [], deadlines: [] } } : undefined));
    const { location } = renderRoutes(routes, '/calendar?mode=online');
    const now = new Date();
    await screen.findByRole('heading', { level: 1 });
    expect(`${location.current?.pathname}${location.current?.search}`).toBe(`/calendar/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}?mode=online`);
  });
});
