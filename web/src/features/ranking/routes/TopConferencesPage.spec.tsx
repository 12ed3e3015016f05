import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toast-region';
import { STORAGE_KEYS } from '@/config/constants';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import TopConferencesPage from './TopConferencesPage';

const base = { url: 'https://x.example.com', imageUrl: null, endDateUTC: null, venue: null, source: 'community', status: 'published', createdAt: '', updatedAt: '' };
const alpha = { ...base, id: 1, slug: 'alpha', title: 'Alpha Conf', startDateUTC: '2027-02-01T00:00:00.000Z', location: 'Oslo', type: 'AI' };
const beta = { ...base, id: 2, slug: 'beta', title: 'Beta Conf', startDateUTC: '2027-03-01T00:00:00.000Z', location: null, type: 'Security' };

function serveTop(votes: Record<number, number>, voteStatus = 200) {
  return mockFetch((method, url, body) => {
    if (method === 'GET' && url.pathname === '/api/top') {
      const list = [alpha, beta].map((c) => ({ ...c, votesCount: votes[c.id] ?? 0 })).sort((a, b) => b.votesCount - a.votesCount);
      return { body: { conferences: url.searchParams.get('type') === 'Security' ? list.filter((c) => c.type === 'Security') : list } };
    }
    if (method === 'POST' && url.pathname === '/api/vote') {
      if (voteStatus !== 200) return { status: voteStatus, body: { statusCode: voteStatus, error: 'Too Many Requests', message: 'Too many votes, try again later' } };
      const id = (body as { conferenceId: number }).conferenceId;
      votes[id] = (votes[id] ?? 0) + 1;
      return { body: { hasVoted: true, votesCount: votes[id] } };
    }
    return undefined;
  });
}

function renderTop(url = '/?quarter=Q1&year=' + new Date().getUTCFullYear()) {
  return renderRoutes([{ path: '/', element: <TopConferencesPage /> }], url);
}

describe('TopConferencesPage', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => toaster.remove());

  it('ranks the quarter with the SPEC title and links', async () => {
    const year = new Date().getUTCFullYear();
    const { calls } = serveTop({ 2: 3 });
    renderTop();
    expect(screen.getByText('Loading top conferences...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: `Top Conferences • Q1 ${year}` })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('#1');
    expect(within(items[0]).getByRole('link', { name: 'Beta Conf' })).toHaveAttribute('href', '/conference/beta');
    expect(within(items[1]).getByText('Oslo')).toBeInTheDocument();
    expect(within(items[1]).getByText('Feb 1, 2027')).toBeInTheDocument();
    expect(within(items[1]).getByRole('link', { name: /View details/ })).toHaveAttribute('href', '/conference/alpha');
    expect(calls[0].url.search).toBe(`?quarter=${year}-Q1&limit=25`);
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('defaults to the current UTC quarter and year', async () => {
    const now = new Date();
    const { calls } = serveTop({});
    renderTop('/');
    await screen.findAllByRole('listitem');
    expect(calls[0].url.searchParams.get('quarter')).toBe(`${now.getUTCFullYear()}-Q${Math.floor(now.getUTCMonth() / 3) + 1}`);
    expect(screen.getByLabelText('Category')).toHaveValue('all');
  });

  it('votes with a stored voter id, fills the button and remembers the vote', async () => {
    const { calls } = serveTop({});
    renderTop();
    const button = await screen.findByRole('button', { name: /Upvote Alpha Conf/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upvote Alpha Conf (1 vote)' })).toHaveAttribute('aria-pressed', 'true'));
    const post = calls.find((c) => c.method === 'POST')!;
    const voterId = window.localStorage.getItem(STORAGE_KEYS.voterId);
    expect(post.body).toEqual({ conferenceId: 1, voterId });
    expect(voterId).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.votedConferences)!)).toEqual([1]);
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/top')).toHaveLength(2));
  });

  it("shows 'Failed to vote' when the vote is refused", async () => {
    serveTop({}, 429);
    renderTop();
    fireEvent.click(await screen.findByRole('button', { name: /Upvote Alpha Conf/ }));
    expect(await screen.findByText('Failed to vote')).toBeInTheDocument();
    expect(screen.getByText('Too many votes, try again later')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upvote Alpha Conf/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('switches quarter and category through the URL', async () => {
    const year = new Date().getUTCFullYear();
    const { calls } = serveTop({});
    const { location } = renderTop();
    await screen.findAllByRole('listitem');
    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: 'Q3' } });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Security' } });
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(location.current!.search).toBe(`?quarter=Q3&year=${year}&type=Security`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(`Top Conferences • Q3 ${year}`);
    expect(calls.at(-1)!.url.search).toBe(`?quarter=${year}-Q3&type=Security&limit=25`);
  });

  it('shows the top 25 first, then 25 more per "Show more", ranks continuing and focus on the first new entry', async () => {
    const year = new Date().getUTCFullYear();
    const ranked = Array.from({ length: 60 }, (_, i) => ({ ...alpha, id: i + 1, slug: `conf-${i + 1}`, title: `Conf ${i + 1}`, votesCount: 60 - i }));
    const { calls } = mockFetch((_method, url) => ({ body: { conferences: ranked.slice(0, Number(url.searchParams.get('limit'))) } }));
    const { location } = renderTop();
    expect(await screen.findAllByRole('listitem')).toHaveLength(25);
    const more = screen.getByRole('link', { name: 'Show more' });
    expect(more).toHaveAttribute('href', `/?quarter=Q1&year=${year}&show=50`);
    fireEvent.click(more);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(50));
    expect(location.current!.search).toBe(`?quarter=Q1&year=${year}&show=50`);
    expect(calls.at(-1)!.url.searchParams.get('limit')).toBe('50');
    const items = screen.getAllByRole('listitem');
    expect(items[25]).toHaveTextContent('#26');
    await waitFor(() => expect(within(items[25]).getByRole('link', { name: 'Conf 26' })).toHaveFocus());
    fireEvent.click(screen.getByRole('link', { name: 'Show more' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(60));
    expect(screen.queryByRole('link', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('opens with as many entries as the URL asks, in steps of 25 up to 100', async () => {
    const { calls } = serveTop({});
    renderTop('/?show=60');
    await screen.findAllByRole('listitem');
    expect(calls[0].url.searchParams.get('limit')).toBe('75');
  });

  it('shows the empty state', async () => {
    mockFetch(() => ({ body: { conferences: [] } }));
    renderTop();
    expect(await screen.findByText('No entries yet for this quarter.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit a Conference' })).toHaveAttribute('href', '/submit');
  });
});
