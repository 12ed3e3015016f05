import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import type { Conference } from '@/types/conference';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import BrowsePage from './BrowsePage';

function conference(id: number): Conference {
  return {
    id,
    slug: `conf-${id}`,
    title: `Conf ${id}`,
    url: `https://conf${id}.example.com/`,
    imageUrl: null,
    startDateUTC: '2027-05-01T00:00:00.000Z',
    endDateUTC: '2027-05-02T00:00:00.000Z',
    location: 'Lisbon, Portugal',
    venue: null,
    type: 'AI',
    source: 'community',
    status: 'published',
    votesCount: 0,
    ...NO_CONFERENCE_DETAILS,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

function serveListing(total: number) {
  return mockFetch((method, url) => {
    if (method !== 'GET' || url.pathname !== '/api/conferences') return undefined;
    const page = Number(url.searchParams.get('page') ?? 1);
    const totalPages = Math.ceil(total / 12);
    const ids = Array.from({ length: Math.max(0, Math.min(12, total - (page - 1) * 12)) }, (_, i) => (page - 1) * 12 + i + 1);
    return { body: { conferences: ids.map(conference), total, page, totalPages } };
  });
}

function renderBrowse(url: string) {
  return renderRoutes([{ path: '/upcoming', element: <BrowsePage /> }], url);
}

describe('BrowsePage', () => {
  it('lists conferences with the count, heading and pagination', async () => {
    const { calls } = serveListing(30);
    renderBrowse('/upcoming');
    expect(screen.getByRole('heading', { name: "All the world's conferences, in one place." })).toBeInTheDocument();
    expect(await screen.findByText('Showing 30 conferences')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming Conferences' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    expect(calls[0].url.search).toBe('?page=1');
  });

  it('keeps filters on a page change and resets the page on a filter change', async () => {
    const { calls } = serveListing(30);
    const { location } = renderBrowse('/upcoming?type=AI');
    await screen.findByText('Showing 30 conferences');
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    await screen.findByText('Showing page 3 of 3');
    expect(location.current!.search).toBe('?type=AI&page=3');
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(calls.at(-1)!.url.searchParams.get('type')).toBe('AI');

    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'recent' } });
    await screen.findByRole('heading', { level: 2, name: 'Recently Added' });
    expect(location.current!.search).toBe('?type=AI&sort=recent');

    fireEvent.click(screen.getByRole('button', { name: /Clear Filters/ }));
    await waitFor(() => expect(location.current!.search).toBe(''));
    expect(screen.getByLabelText('Type')).toHaveValue('all');
  });

  it('turns a page past the end into the last page', async () => {
    serveListing(30);
    const { location } = renderBrowse('/upcoming?type=AI&page=99');
    expect(await screen.findByText('Showing page 3 of 3')).toBeInTheDocument();
    expect(location.current!.search).toBe('?type=AI&page=3');
    expect(screen.queryByText('No conferences found')).not.toBeInTheDocument();
  });

  it('debounces the search box into the URL', async () => {
    jest.useFakeTimers();
    try {
      const { calls } = serveListing(1);
      const { location } = renderBrowse('/upcoming');
      await screen.findByText('Showing 1 conferences');
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'rea' } });
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'react' } });
      expect(location.current!.search).toBe('');
      await act(async () => {
        jest.advanceTimersByTime(350);
      });
      expect(location.current!.search).toBe('?q=react');
      await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('q')).toBe('react'));
      expect(calls.filter((c) => c.url.pathname === '/api/conferences' && c.url.searchParams.has('q'))).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the empty state with a link to submit', async () => {
    serveListing(0);
    renderBrowse('/upcoming?q=nothing');
    expect(await screen.findByText('No conferences found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try clearing filters or submit a conference' })).toHaveAttribute('href', '/submit');
    expect(screen.getByLabelText('Search')).toHaveValue('nothing');
  });
});
