import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toast-region';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import AdminPage from './AdminPage';

const KEY = 'right-key-0123456789';

const conference = {
  id: 7, slug: 'jsconf-2030', title: 'JSConf 2030', url: 'https://jsconf.example.com/2030', imageUrl: null,
  startDateUTC: '2030-05-01T00:00:00.000Z', endDateUTC: '2030-05-02T00:00:00.000Z', location: 'Berlin, Germany', venue: null,
  type: 'Tech', source: 'admin', status: 'published', votesCount: 0, createdAt: '2030-01-01T00:00:00Z', updatedAt: '2030-01-01T00:00:00Z',
  ...NO_CONFERENCE_DETAILS, country: 'DE', city: 'Berlin', topics: ['javascript'], captions: true, twitter: 'jsconf',
};
const review = { id: 3, conferenceId: 7, userName: 'Ann', userEmail: 'ann@example.com', role: 'ATTENDED', rating: 4, title: null, body: 'Great', status: 'published', createdAt: '2030-01-02T00:00:00Z' };

/** The admin API as the gateway answers it, checking the key on every call. */
function adminApi(overrides: (method: string, url: URL, body: unknown) => { status?: number; body?: unknown; headers?: Record<string, string> } | undefined = () => undefined) {
  return mockFetch((method, url, body) => {
    const own = overrides(method, url, body);
    if (own) return own;
    if (url.pathname === '/api/admin/session') return { status: 204 };
    if (url.pathname === '/api/admin/conferences') return { body: [conference] };
    if (url.pathname === '/api/admin/reviews') return { body: [review] };
    if (url.pathname === '/api/admin/interests') return { body: [] };
    if (url.pathname === '/api/admin/sync-reviews') return { body: [] };
    if (url.pathname === '/api/admin/sources') return { body: { sources: [], openReviews: 0 } };
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

  it('marks a conference cancelled, adds its CFP deadline and code of conduct, and clears captions in the edit dialog', async () => {
    window.localStorage.setItem('adminKey', KEY);
    const { calls } = adminApi((method, url) => (method === 'PATCH' && url.pathname === '/api/admin/conferences/7' ? { body: conference } : undefined));
    renderWithProviders(<AdminPage />, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit JSConf 2030' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Country')).toHaveValue('DE');
    expect(within(dialog).getByRole('checkbox', { name: 'JavaScript' })).toBeChecked();
    expect(within(dialog).getByLabelText('X (Twitter)')).toHaveValue('@jsconf');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Captions or sign language interpretation' }));
    fireEvent.change(within(dialog).getByLabelText('Code of conduct URL'), { target: { value: 'https://jsconf.example.com/coc' } });
    fireEvent.change(within(dialog).getByLabelText('Event status'), { target: { value: 'cancelled' } });
    fireEvent.change(within(dialog).getByLabelText('CFP deadline (last day)'), { target: { value: '2030-02-01' } });
    fireEvent.change(within(dialog).getByLabelText('Deadline time zone'), { target: { value: 'Europe/Berlin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Conference updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      attendanceMode: 'in-person', eventStatus: 'cancelled', country: 'DE', city: 'Berlin', cfpEndDate: '2030-02-01', cfpTimezone: 'Europe/Berlin', topics: ['javascript'],
      cocUrl: 'https://jsconf.example.com/coc', twitter: '@jsconf',
    });
  }, 20_000);

  it('opens with the stored key, changes a review status and deletes it', async () => {
    window.localStorage.setItem('adminKey', KEY);
    const { calls } = adminApi((method, url) => (method !== 'GET' && url.pathname.startsWith('/api/admin/reviews/3') ? { status: method === 'DELETE' ? 204 : 200, body: method === 'DELETE' ? undefined : review } : undefined));
    renderWithProviders(<AdminPage />, '/admin');
    fireEvent.click(await screen.findByRole('tab', { name: 'Reviews (1)' }, { timeout: 10_000 }));
    const select = await screen.findByLabelText('Status of the review by Ann');
    fireEvent.change(select, { target: { value: 'hidden' } });
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: { status: 'hidden' } });
    act(() => toaster.remove());
    fireEvent.click(screen.getByRole('button', { name: 'Delete the review by Ann' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
  });

  it('pages an admin list with the totals from the headers, and moderates interests in the same table', async () => {
    window.localStorage.setItem('adminKey', KEY);
    const interest = { id: 9, conferenceId: 7, companyName: 'Acme', status: 'ATTENDING', comment: 'Booth', submittedBy: 'Bo', contactEmail: 'bo@acme.test', updatedAt: '2030-01-02T00:00:00Z' };
    const { calls } = adminApi((method, url) => {
      if (url.pathname === '/api/admin/conferences') {
        const page = Number(url.searchParams.get('page'));
        const c = page === 3 ? { ...conference, id: 8, title: 'Last Conf 2030', url: 'https://last.example.com' } : conference;
        return { body: [c], headers: { 'x-total-count': '101', 'x-page': String(page), 'x-page-size': '50' } };
      }
      if (url.pathname === '/api/admin/interests' && method === 'GET') return { body: [interest], headers: { 'x-total-count': '1', 'x-page': '1', 'x-page-size': '50' } };
      if (url.pathname === '/api/admin/interests/9/status') return { body: { ...interest, status: 'NOT_GOING' } };
      return undefined;
    });
    renderWithProviders(<AdminPage />, '/admin');
    expect(await screen.findByRole('tab', { name: 'Conferences (101)' })).toBeInTheDocument();
    expect(screen.getByText('Showing page 1 of 3')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Previous' })[0]).toBeDisabled();
    fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]);
    expect(await screen.findByText('Showing page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Next' })[0]);
    expect(await screen.findByText('Last Conf 2030')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Next' })[0]).toBeDisabled();
    expect(calls.filter((c) => c.url.pathname === '/api/admin/conferences').map((c) => c.url.searchParams.get('page'))).toEqual(['1', '2', '3']);

    fireEvent.click(screen.getByRole('tab', { name: 'Company Interests (1)' }));
    fireEvent.change(await screen.findByLabelText('Status of the interest of Acme'), { target: { value: 'NOT_GOING' } });
    expect(await screen.findByText('Interest updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ url: expect.objectContaining({ pathname: '/api/admin/interests/9/status' }), body: { status: 'NOT_GOING' } });
  }, 30_000);

  it('shows the server reason when a link cannot be parsed, and the title when it can', async () => {
    window.localStorage.setItem('adminKey', KEY);
    let fail = true;
    const { calls } = adminApi((method, url) => {
      const message = 'Could not fetch the page: 127.0.0.1 is not a public address';
      if (method === 'POST' && url.pathname === '/api/admin/add-by-link/preview') {
        return fail
          ? { status: 422, body: { statusCode: 422, error: message, message } }
          : {
              status: 200,
              body: {
                page: 'https://parsed.example.org/2031/',
                fields: { title: 'Parsed Conf 2031', startDate: '2031-05-01', endDate: '2031-05-02', location: 'Hamburg, Germany', venue: null, url: 'https://parsed.example.org/2031/', imageUrl: null, description: null, cfpUrl: null, cfpEndDate: null, attendanceMode: 'in-person', eventStatus: null, country: 'DE', city: 'Hamburg' },
                notes: {
                  title: { source: 'meta tags', confidence: 'high' },
                  startDate: { source: 'page text', confidence: 'check', reason: 'the page text says 2031-05-01 twice; its structured data says 2030-05-01' },
                  location: { source: 'page text', confidence: 'check', page: 'https://parsed.example.org/2031/venue/' },
                },
              },
            };
      }
      if (method === 'POST' && url.pathname === '/api/admin/add-by-link') return { status: 201, body: { conference: { ...conference, title: 'Parsed Conf 2031' } } };
      return undefined;
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
    fireEvent.change(input, { target: { value: 'https://parsed.example.org/2031/' } });
    fireEvent.click(screen.getByRole('button', { name: 'Parse & Add' }));
    // The preview shows each field with its source and what to check; nothing is saved yet.
    const facts = await screen.findByLabelText('Fields read from the page');
    expect(within(facts).getByText('Parsed Conf 2031')).toBeInTheDocument();
    expect(within(facts).getByText('from meta tags')).toBeInTheDocument();
    expect(within(facts).getAllByText('Check this')).toHaveLength(2);
    expect(within(facts).getByText('High confidence')).toBeInTheDocument();
    expect(within(facts).getByText(/its structured data says 2030-05-01/)).toBeInTheDocument();
    // A value read on the venue page the reader followed says so.
    expect(within(facts).getByText('on https://parsed.example.org/2031/venue/')).toBeInTheDocument();
    expect(within(facts).getAllByText('Not found on the page').length).toBeGreaterThan(0);
    expect(calls.some((c) => c.url.pathname === '/api/admin/add-by-link')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Add conference' }));
    expect(await screen.findByText('Added: Parsed Conf 2031')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
    expect(screen.queryByLabelText('Fields read from the page')).not.toBeInTheDocument();
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
    expect(within(panel).getByText('Year must be a whole number from 2000 to 2100')).toBeInTheDocument();
    expect(within(panel).getByText('Rating must be a whole number from 1 to 5')).toBeInTheDocument();
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

  it('shows the sources with their runs, syncs one now, resolves a near miss, and flags a conference gone upstream', async () => {
    window.localStorage.setItem('adminKey', KEY);
    const run = { id: 4, trigger: 'schedule', status: 'partial', startedAt: '2030-01-03T06:00:00Z', finishedAt: '2030-01-03T06:00:20Z', created: 3, updated: 2, unchanged: 900, linked: 1, queued: 1, gone: 1, rejected: 2, durationMs: 20000, errorCount: 1, errors: [{ where: '2030/css.json', reason: 'the site answered HTTP 500' }] };
    const source = { name: 'confs-tech', label: 'confs.tech', upstream: 'https://raw.githubusercontent.com/tech-conferences/conference-data/main', scheduled: true, intervalMinutes: 360, runs: [run] };
    const review = { id: 11, source: 'developers-events', reason: 'same title but for edition words as #7', createdAt: '2030-01-03T06:00:00Z', entry: { title: 'JSConf 2030 Online Edition', url: 'https://jsconf-online.example.com', startDate: '2030-05-01', endDate: '2030-05-01', location: 'Online', where: 'all-events.json #4' }, candidates: [{ id: 7, slug: 'jsconf-2030', title: 'JSConf 2030', location: 'Berlin, Germany', startDateUTC: '2030-05-01T00:00:00.000Z', url: conference.url }] };
    const gone = { ...conference, sources: [{ name: 'confs-tech', url: conference.url, firstSeen: '2030-01-01T00:00:00Z', lastSeen: '2030-01-02T00:00:00Z', gone: true }] };
    const { calls } = adminApi((method, url) => {
      if (url.pathname === '/api/admin/conferences') return { body: [gone] };
      if (url.pathname === '/api/admin/sources') return { body: { sources: [source], openReviews: 1 } };
      if (url.pathname === '/api/admin/sources/confs-tech/sync') return { status: 202, body: { source: 'confs-tech', runId: 5 } };
      if (url.pathname === '/api/admin/sync-reviews' && method === 'GET') return { body: [review], headers: { 'x-total-count': '1', 'x-page': '1', 'x-page-size': '20' } };
      if (url.pathname === '/api/admin/sync-reviews/11') return { body: conference };
      return undefined;
    });
    renderWithProviders(<AdminPage />, '/admin');
    expect(await screen.findByText('No longer listed by confs.tech')).toBeInTheDocument();

    fireEvent.click(await screen.findByRole('tab', { name: 'Sources' }));
    expect(await screen.findByRole('heading', { name: 'confs.tech' })).toBeInTheDocument();
    expect(screen.getByText('Every 6 hours.')).toBeInTheDocument();
    expect(screen.getByText(/3 new, 2 updated, 900 unchanged, 1 linked, 1 to review, 1 gone, 2 rejected in 20\.0 s/)).toBeInTheDocument();
    expect(screen.getByText('2030/css.json: the site answered HTTP 500')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sync confs.tech now' }));
    expect(await screen.findByText('Syncing confs.tech')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Review queue (1)' }));
    expect(await screen.findByText('JSConf 2030 Online Edition')).toBeInTheDocument();
    expect(screen.getByText('same title but for edition words as #7')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Link JSConf 2030 Online Edition to JSConf 2030' }));
    expect(await screen.findByText('Linked to JSConf 2030')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.url.pathname, c.body])).toEqual([
      ['/api/admin/sources/confs-tech/sync', undefined],
      ['/api/admin/sync-reviews/11', { action: 'link', conferenceId: 7 }],
    ]);
  }, 30_000);
});
