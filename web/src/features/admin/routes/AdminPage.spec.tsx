import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import AdminPage from './AdminPage';

const KEY = 'right-key-0123456789';

const conference = {
  id: 7, slug: 'jsconf-2030', title: 'JSConf 2030', url: 'https://jsconf.example.com/2030', imageUrl: null,
  startDateUTC: '2030-05-01T00:00:00.000Z', endDateUTC: '2030-05-02T00:00:00.000Z', location: 'Berlin, Germany', venue: null,
  type: 'Tech', source: 'admin', status: 'published', votesCount: 0, createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z',
};
const review = { id: 3, conferenceId: 7, userName: 'Ann', userEmail: 'ann@example.com', role: 'ATTENDED', rating: 4, title: null, body: 'Great', status: 'published', createdAt: '2030-01-02T00:00:00Z' };

/** The admin API as the gateway answers it, checking the key on every call. */
function adminApi(overrides: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown } | undefined = () => undefined) {
  return mockFetch((method, url, body) => {
    const own = overrides(method, url, body);
    if (own) return own;
    if (url.pathname === '/api/admin/session') return { status: 204 };
    if (url.pathname === '/api/admin/conferences') return { body: [conference] };
    if (url.pathname === '/api/admin/reviews') return { body: [review] };
    if (url.pathname === '/api/admin/interests') return { body: [] };
    return undefined;
  });
}

function keyOf(fn: jest.Mock, index: number): string | undefined {
  return (fn.mock.calls[index][1] as RequestInit | undefined)?.headers && ((fn.mock.calls[index][1] as RequestInit).headers as Record<string, string>)['x-admin-key'];
}

describe('AdminPage', () => {
  beforeEach(() => window.localStorage.clear());
  // One toast at a time: a toast left by a test would hide the next test's.
  afterEach(() => act(() => toaster.remove()));

  it('is locked without a key and asks for one when Unlock is pressed empty', async () => {
    const { calls } = adminApi();
    renderWithProviders(<AdminPage />, '/admin');
    expect(screen.getByText('Access restricted to administrators')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Please enter an admin key')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a wrong key at unlock and stores nothing', async () => {
    adminApi((_m, url) => (url.pathname === '/api/admin/session' ? { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'A valid admin key is required' } } : undefined));
    renderWithProviders(<AdminPage />, '/admin');
    fireEvent.change(screen.getByLabelText('Admin key'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect((await screen.findAllByText('That admin key is not valid')).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('adminKey')).toBeNull();
    expect(screen.queryByText('Add Conference by URL')).not.toBeInTheDocument();
  });

  it('unlocks with a right key, keeps it, shows the tabs with counts, and locks again', async () => {
    const { fn } = adminApi();
    renderWithProviders(<AdminPage />, '/admin');
    fireEvent.change(screen.getByLabelText('Admin key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Add Conference by URL')).toBeInTheDocument();
    expect(window.localStorage.getItem('adminKey')).toBe(KEY);
    expect(await screen.findByRole('tab', { name: 'Conferences (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Company Interests (0)' })).toBeInTheDocument();
    expect(screen.getByText('jsconf.example.com')).toBeInTheDocument();
    expect(screen.getByText('May 1–2, 2030')).toBeInTheDocument();
    for (let i = 0; i < fn.mock.calls.length; i++) expect(keyOf(fn, i)).toBe(KEY);
    fireEvent.click(screen.getByRole('button', { name: /Lock/ }));
    expect(await screen.findByText('Access restricted to administrators')).toBeInTheDocument();
    expect(window.localStorage.getItem('adminKey')).toBeNull();
  });

  it('opens with the stored key, changes a review status and deletes it', async () => {
    window.localStorage.setItem('adminKey', KEY);
    const { calls } = adminApi((method, url) => (method !== 'GET' && url.pathname.startsWith('/api/admin/reviews/3') ? { status: method === 'DELETE' ? 204 : 200, body: method === 'DELETE' ? undefined : review } : undefined));
    renderWithProviders(<AdminPage />, '/admin');
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews (1)' }));
    const select = await screen.findByLabelText('Status of the review by Ann');
    fireEvent.change(select, { target: { value: 'hidden' } });
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { status: 'hidden' } });
    act(() => toaster.remove());
    fireEvent.click(screen.getByRole('button', { name: 'Delete the review by Ann' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
  });

  it('shows the server reason when a link cannot be parsed, and the title when it can', async () => {
    window.localStorage.setItem('adminKey', KEY);
    let fail = true;
    adminApi((method, url) => {
      if (method !== 'POST' || url.pathname !== '/api/admin/add-by-link') return undefined;
      const message = 'Could not fetch the page: 127.0.0.1 is not a public address';
      return fail ? { status: 422, body: { statusCode: 422, error: message, message } } : { status: 201, body: { conference: { ...conference, title: 'Parsed Conf' } } };
    });
    renderWithProviders(<AdminPage />, '/admin');
    const input = await screen.findByLabelText(/Conference page URL/);
    fireEvent.change(input, { target: { value: 'not a url' } });
    fireEvent.click(screen.getByRole('button', { name: 'Parse & Add' }));
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'http://127.0.0.1/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Parse & Add' }));
    expect(await screen.findByText('Could not fetch the page: 127.0.0.1 is not a public address')).toBeInTheDocument();
    expect(screen.getByText('Parse Error')).toBeInTheDocument();
    fail = false;
    act(() => toaster.remove());
    fireEvent.click(screen.getByRole('button', { name: 'Parse & Add' }));
    expect(await screen.findByText('Added: Parsed Conf')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
  });

  it('validates the company event form and sends the featured company event', async () => {
    window.localStorage.setItem('adminKey', KEY);
    const { calls } = adminApi((method, url) => (method === 'POST' && url.pathname === '/api/admin/company-events' ? { status: 201, body: { id: 1 } } : undefined));
    renderWithProviders(<AdminPage />, '/admin');
    fireEvent.click(await screen.findByRole('tab', { name: 'Companies' }));
    const submit = await screen.findByRole('button', { name: 'Add Company Event' });
    const panel = submit.closest('[role="tabpanel"]') as HTMLElement;
    fireEvent.change(within(panel).getByLabelText('Year'), { target: { value: '1999' } });
    fireEvent.change(within(panel).getByLabelText('Rating'), { target: { value: '6' } });
    fireEvent.change(within(panel).getByLabelText('Case Study URL'), { target: { value: 'nope' } });
    fireEvent.click(submit);
    expect(await within(panel).findByText('Required')).toBeInTheDocument();
    expect(within(panel).getByText('Year must be between 2000 and 2100')).toBeInTheDocument();
    expect(within(panel).getByText('Rating must be between 1 and 5')).toBeInTheDocument();
    expect(within(panel).getByText('Must be a valid URL')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: '/companies/crustdata' })).toHaveAttribute('href', '/companies/crustdata');

    fireEvent.change(within(panel).getByLabelText(/Conference ID/), { target: { value: '7' } });
    fireEvent.change(within(panel).getByLabelText('Year'), { target: { value: '2030' } });
    fireEvent.change(within(panel).getByLabelText('Rating'), { target: { value: '5' } });
    fireEvent.change(within(panel).getByLabelText('Case Study URL'), { target: { value: 'https://crustdata.example.com/case' } });
    fireEvent.change(within(panel).getByLabelText(/Role/), { target: { value: 'SPONSORED' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Company event added successfully!')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/admin/company-events')?.body).toEqual({
      companySlug: 'crustdata', conferenceId: 7, role: 'SPONSORED', rating: 5, year: 2030, outcomes: null, notes: null, caseStudyUrl: 'https://crustdata.example.com/case', status: 'published',
    });
    await waitFor(() => expect(within(panel).getByLabelText(/Conference ID/)).toHaveValue(''));
  });
});
