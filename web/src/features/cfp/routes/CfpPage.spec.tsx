import { fireEvent, screen, waitFor } from '@testing-library/react';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import type { Conference } from '@/types/conference';
import CfpPage from './CfpPage';

const DAY = 86_400_000;

function conference(id: number, closesInDays: number, extra: Partial<Conference> = {}): Conference {
  return {
    id, slug: `conf-${id}`, title: `Conf ${id}`, url: `https://conf${id}.example.com/`, imageUrl: null,
    startDateUTC: '2031-05-01T00:00:00.000Z', endDateUTC: '2031-05-02T00:00:00.000Z', location: 'Lisbon, Portugal', venue: null,
    type: 'Tech', source: 'import', status: 'published', votesCount: 0, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z',
    ...NO_CONFERENCE_DETAILS,
    cfpEndDate: '2031-01-31', cfpClosesAt: new Date(Date.now() + closesInDays * DAY + 3_600_000).toISOString(), cfpUrl: `https://conf${id}.example.com/cfp`,
    ...extra,
  };
}

describe('CfpPage', () => {
  it('lists open calls with their countdown and filters them through the URL and the API', async () => {
    const { calls } = mockFetch((_m, url) =>
      url.pathname === '/api/cfps'
        ? { body: { conferences: [conference(1, 3), conference(2, 20, { cfpTimezone: 'Europe/Berlin', attendanceMode: 'online' })], total: 2, page: 1, totalPages: 1 } }
        : undefined,
    );
    const { location } = renderRoutes([{ path: '/cfp', element: <CfpPage /> }], '/cfp?topic=ux');
    expect(await screen.findByRole('heading', { name: 'Open calls for papers' })).toBeInTheDocument();
    expect(await screen.findByText('Closes in 3 days, AoE')).toBeInTheDocument();
    expect(screen.getByText('Closes in 20 days, Europe/Berlin')).toBeInTheDocument();
    expect(screen.getAllByText('Last day Jan 31, 2031 (AoE)')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /Submit a talk to Conf 1/ })).toHaveAttribute('href', 'https://conf1.example.com/cfp');
    expect(calls[0].url.searchParams.get('topic')).toBe('ux');
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'online' } });
    await waitFor(() => expect(location.current!.search).toBe('?mode=online&topic=ux'));
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('mode') === 'online')).toBe(true));
  });

  it('says when no call is open', async () => {
    mockFetch((_m, url) => (url.pathname === '/api/cfps' ? { body: { conferences: [], total: 0, page: 1, totalPages: 0 } } : undefined));
    renderRoutes([{ path: '/cfp', element: <CfpPage /> }], '/cfp');
    expect(await screen.findByText('No open calls for papers')).toBeInTheDocument();
  });
});
