import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toast-region';
import { STORAGE_KEYS } from '@/config/constants';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import type { InterestsResponse, PublicInterest as Interest, PublicReview as Review, ReviewsResponse } from '@confdir/contracts/web';
import { ConferenceTabs } from './ConferenceTabs';

const CONFERENCE_ID = 7;
const onePage = (total: number) => ({ page: 1, pageSize: 10, total });

function serveCommunity(initial: { reviews?: Review[]; avgRating?: number | null; interests?: Interest[] } = {}) {
  let reviews: ReviewsResponse = {
    reviews: initial.reviews ?? [],
    avgRating: initial.avgRating ?? null,
    countsByRole: { ATTENDED: initial.reviews?.length ?? 0, SPONSORED: 0, DID_NOT_ATTEND: 0 },
    ...onePage(initial.reviews?.length ?? 0),
  };
  let interests: InterestsResponse = {
    interests: initial.interests ?? [],
    countsByStatus: { CONSIDERING: 0, ATTENDING: initial.interests?.length ?? 0, SPONSORING: 0, NOT_GOING: 0 },
    ...onePage(initial.interests?.length ?? 0),
  };
  let failNext = false;
  const mock = mockFetch((method, url, body) => {
    if (url.pathname === '/api/reviews' && method === 'GET') return { body: reviews };
    if (url.pathname === '/api/interests' && method === 'GET') return { body: interests };
    if (failNext) {
      failNext = false;
      return { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'body is required' } };
    }
    if (url.pathname === '/api/reviews' && method === 'POST') {
      const created: Review = { ...(body as Review), id: 1, status: 'published', createdAt: '2027-01-02T00:00:00.000Z' };
      reviews = { reviews: [created], avgRating: created.rating ?? null, countsByRole: { ATTENDED: 0, SPONSORED: 1, DID_NOT_ATTEND: 0 }, ...onePage(1) };
      return { status: 201, body: created };
    }
    if (url.pathname === '/api/interests' && method === 'POST') {
      const b = body as Interest;
      const created: Interest = { ...b, id: 2, companyName: b.companyName ?? 'Crustdata', createdAt: '2027-01-02T00:00:00.000Z', updatedAt: '2027-01-02T00:00:00.000Z' };
      interests = { interests: [created], countsByStatus: { CONSIDERING: 0, ATTENDING: 0, SPONSORING: 1, NOT_GOING: 0 }, ...onePage(1) };
      return { status: 201, body: created };
    }
    return undefined;
  });
  return { ...mock, failNextWrite: () => (failNext = true) };
}

const posts = (calls: { method: string; url: URL; body: unknown }[]) => calls.filter((c) => c.method === 'POST');

function reviewsPanel() {
  return screen.getByRole('tabpanel', { name: /Reviews/ });
}

describe('ConferenceTabs', () => {
  beforeEach(() => window.localStorage.clear());
  // One toast at a time app-wide: clear the previous test's, or the next one waits in the queue.
  afterEach(() => act(() => toaster.remove()));

  it('shows no count in the tab titles until the counts are known', async () => {
    serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    expect(screen.getByRole('tab', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Interest' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reviews (0)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Interest (0)' })).toBeInTheDocument();
  });

  it('opens on Reviews with counts in both tab titles, N/A and the empty message', async () => {
    serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    expect(await screen.findByText('No reviews yet. Be the first to share your experience!')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews (0)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Company Interest (0)' })).toBeInTheDocument();
    expect(screen.getByText('N/A')).toBeInTheDocument();
  });

  it('shows the required messages on submit and sends nothing', async () => {
    const { calls } = serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    await screen.findByText('No reviews yet. Be the first to share your experience!');
    const panel = reviewsPanel();
    fireEvent.input(within(panel).getByLabelText(/Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(within(panel).getAllByText('Required')).toHaveLength(3));
    expect(within(panel).getByText('Invalid email')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
  });

  it('sends a trimmed review with nulls, clears all but name and e-mail, and remembers only those', async () => {
    const { calls } = serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    await screen.findByText('No reviews yet. Be the first to share your experience!');
    const panel = reviewsPanel();
    fireEvent.input(within(panel).getByLabelText(/Your Name/), { target: { value: '  Ada  ' } });
    fireEvent.input(within(panel).getByLabelText(/Email/), { target: { value: ' ada@example.com ' } });
    fireEvent.change(within(panel).getByLabelText(/Your Role/), { target: { value: 'SPONSORED' } });
    fireEvent.click(within(panel).getByRole('radio', { name: '4 stars' }));
    fireEvent.input(within(panel).getByLabelText(/Title/), { target: { value: '   ' } });
    fireEvent.input(within(panel).getByLabelText(/Review body/), { target: { value: ' <b>Great</b> ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review submitted!')).toBeInTheDocument();
    expect(screen.getByText('Your review has been published.')).toBeInTheDocument();
    expect(posts(calls)[0].body).toEqual({ conferenceId: CONFERENCE_ID, userName: 'Ada', userEmail: 'ada@example.com', role: 'SPONSORED', rating: 4, title: null, body: '<b>Great</b>' });

    // The new review shows as text (not markup), with the average and the tab count.
    expect(await within(panel).findByText('<b>Great</b>')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(within(panel).getByText('4.0')).toBeInTheDocument();

    expect(within(panel).getByLabelText(/Your Name/)).toHaveValue('Ada');
    expect(within(panel).getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(within(panel).getByLabelText(/Your Role/)).toHaveValue('');
    expect(within(panel).getByRole('radio', { name: '4 stars' })).not.toBeChecked();
    expect(within(panel).getByLabelText(/Review body/)).toHaveValue('');
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.reviewFormData)!)).toEqual({ userName: 'Ada', userEmail: 'ada@example.com' });
  });

  it('prefills the remembered name and e-mail and sends an unrated review with rating null', async () => {
    window.localStorage.setItem(STORAGE_KEYS.reviewFormData, JSON.stringify({ userName: 'Grace', userEmail: '', role: 'ATTENDED' }));
    const { calls } = serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    await screen.findByText('No reviews yet. Be the first to share your experience!');
    const panel = reviewsPanel();
    expect(within(panel).getByLabelText(/Your Name/)).toHaveValue('Grace');
    expect(within(panel).getByLabelText(/Your Role/)).toHaveValue('');
    fireEvent.change(within(panel).getByLabelText(/Your Role/), { target: { value: 'DID_NOT_ATTEND' } });
    fireEvent.input(within(panel).getByLabelText(/Review body/), { target: { value: 'Skipped' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Review' }));
    await screen.findByText('Review submitted!');
    expect(posts(calls)[0].body).toMatchObject({ userEmail: null, rating: null, title: null });
  });

  it('shows an Error toast with the server message when a review is refused', async () => {
    const server = serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    await screen.findByText('No reviews yet. Be the first to share your experience!');
    const panel = reviewsPanel();
    fireEvent.input(within(panel).getByLabelText(/Your Name/), { target: { value: 'Ada' } });
    fireEvent.change(within(panel).getByLabelText(/Your Role/), { target: { value: 'ATTENDED' } });
    fireEvent.input(within(panel).getByLabelText(/Review body/), { target: { value: 'Hi' } });
    server.failNextWrite();
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('body is required')).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Review body/)).toHaveValue('Hi');
  });

  it('marks company interest: no summary until some count, company name omitted when empty, status and comment cleared', async () => {
    const { calls } = serveCommunity();
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    fireEvent.click(screen.getByRole('tab', { name: /Company Interest/ }));
    const panel = await screen.findByRole('tabpanel', { name: /Company Interest/ });
    expect(await within(panel).findByText('No company interests recorded yet. Be the first!')).toBeInTheDocument();
    expect(within(panel).queryByText('Interest Summary')).not.toBeInTheDocument();
    expect(within(panel).getByLabelText(/Company Name/)).toHaveAttribute('placeholder', 'Leave empty for default company');

    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Interest' }));
    expect(await within(panel).findByText('Required')).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(within(panel).getByLabelText(/Status/), { target: { value: 'SPONSORING' } });
    fireEvent.input(within(panel).getByLabelText(/Your Name/), { target: { value: ' Bo ' } });
    fireEvent.input(within(panel).getByLabelText(/Comment/), { target: { value: ' Booth ' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Submit Interest' }));
    expect(await screen.findByText('Interest submitted!')).toBeInTheDocument();
    expect(screen.getByText('Your company interest has been recorded.')).toBeInTheDocument();
    expect(posts(calls)[0].body).toEqual({ conferenceId: CONFERENCE_ID, status: 'SPONSORING', comment: 'Booth', submittedBy: 'Bo', contactEmail: null });

    expect(await within(panel).findByText('Interest Summary')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Interest (1)' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/Status/)).toHaveValue('');
    expect(within(panel).getByLabelText(/Comment/)).toHaveValue('');
    expect(within(panel).getByLabelText(/Your Name/)).toHaveValue('Bo');
  });

  it('shows the first page with the totals, and appends the next page on "Show more"', async () => {
    const review = (id: number): Review => ({ id, conferenceId: CONFERENCE_ID, userName: `Reviewer ${id}`, role: 'ATTENDED', rating: 4, title: null, body: `Review ${id}`, status: 'published', createdAt: '2027-01-02T00:00:00.000Z' });
    const { calls } = mockFetch((method, url) => {
      if (url.pathname === '/api/interests') return { body: { interests: [], countsByStatus: { CONSIDERING: 0, ATTENDING: 0, SPONSORING: 0, NOT_GOING: 0 }, page: 1, pageSize: 20, total: 0 } };
      if (url.pathname !== '/api/reviews' || method !== 'GET') return undefined;
      const page = Number(url.searchParams.get('page'));
      const ids = page === 1 ? [12, 11, 10, 9, 8, 7, 6, 5, 4, 3] : [2, 1];
      // The average and counts cover all 12 reviews, whichever page is asked for.
      return { body: { reviews: ids.map(review), avgRating: 3.5, countsByRole: { ATTENDED: 12, SPONSORED: 0, DID_NOT_ATTEND: 0 }, page, pageSize: 10, total: 12 } };
    });
    renderWithProviders(<ConferenceTabs conferenceId={CONFERENCE_ID} />);
    expect(await screen.findByRole('tab', { name: 'Reviews (12)' })).toBeInTheDocument();
    const panel = reviewsPanel();
    expect(within(panel).getByText('3.5')).toBeInTheDocument();
    expect(within(panel).getByText('Showing 10 of 12 reviews')).toBeInTheDocument();
    expect(within(panel).queryByText('Review 2')).not.toBeInTheDocument();

    fireEvent.click(within(panel).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(panel).findByText('Review 1')).toBeInTheDocument();
    expect(within(panel).getByText('Showing 12 of 12 reviews')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === '/api/reviews').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2']);
  });
});
