import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { toaster } from '@/components/ui/toaster';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import SubmitPage from './SubmitPage';

// Pages render the whole Chakra tree; on a busy machine that takes seconds, not milliseconds.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

function renderSubmit() {
  return renderRoutes(
    [
      { path: '/submit', element: <SubmitPage /> },
      { path: '/', element: <p>Home page</p> },
      { path: '/conference/:slug', element: <p>Conference page</p> },
    ],
    '/submit',
  );
}

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('SubmitPage', () => {
  // One toast at a time (SPEC §4): clear the previous test's toast so the next one shows.
  afterEach(() => toaster.remove());

  it('shows the SPEC messages and sends nothing for an invalid form', async () => {
    const { calls } = mockFetch(() => undefined);
    renderSubmit();
    fill(/Event URL/, 'not a url');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
    expect(screen.getByLabelText(/Conference Title/)).toHaveAttribute('aria-invalid', 'true');
    fill(/Event URL/, 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    await waitFor(() => expect(screen.getByText('Must be a valid URL')).toBeInTheDocument());
    expect(calls).toHaveLength(0);
  });

  it('submits the payload, toasts success and goes home', async () => {
    const { calls } = mockFetch((method, url) => (method === 'POST' && url.pathname === '/api/submit' ? { status: 201, body: { id: 1, slug: 'x' } } : undefined));
    const { location } = renderSubmit();
    fill(/Conference Title/, '  JSConf Test  ');
    fill(/Event URL/, 'https://jsconf.example.com');
    fill('Start Date', '2027-05-01');
    fill('End Date', '2027-05-02');
    fill('Type', 'DevOps');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    await screen.findByText('Home page');
    expect(location.current!.pathname).toBe('/');
    expect(calls[0].body).toEqual({ title: 'JSConf Test', url: 'https://jsconf.example.com', startDate: '2027-05-01', endDate: '2027-05-02', type: 'DevOps' });
    expect(await screen.findByText('Conference submitted successfully')).toBeInTheDocument();
    expect(screen.getByText('Success!')).toBeInTheDocument();
  });

  it('refuses an end date before the start date', async () => {
    const { calls } = mockFetch(() => undefined);
    renderSubmit();
    fill(/Conference Title/, 'Backwards');
    fill(/Event URL/, 'https://b.example.com');
    fill('Start Date', '2027-05-03');
    fill('End Date', '2027-05-02');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    expect(await screen.findByText('End date must be on or after the start date')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('links to the existing conference on a duplicate', async () => {
    mockFetch(() => ({ status: 409, body: { statusCode: 409, error: 'Conflict', message: 'This conference is already listed: "JSConf 2027" (/conference/jsconf-2027)', details: { slug: 'jsconf-2027' } } }));
    const { location } = renderSubmit();
    fill(/Conference Title/, 'JSConf');
    fill(/Event URL/, 'https://jsconf.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    expect(await screen.findByText(/This conference is already listed: "JSConf 2027"/)).toBeInTheDocument();
    expect(screen.queryByText(/\(\/conference\/jsconf-2027\)/)).not.toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'View the existing conference' });
    expect(link).toHaveAttribute('href', '/conference/jsconf-2027');
    fireEvent.click(link);
    await screen.findByText('Conference page');
    expect(location.current!.pathname).toBe('/conference/jsconf-2027');
  });

  it('falls back to the SPEC message when the server says nothing', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError(''))) as unknown as typeof fetch;
    renderSubmit();
    fill(/Conference Title/, 'Offline');
    fill(/Event URL/, 'https://offline.example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    expect(await screen.findByText('Failed to submit conference')).toBeInTheDocument();
  });

  it('clears the form', async () => {
    mockFetch(() => undefined);
    renderSubmit();
    fill(/Conference Title/, 'Something');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Form' }));
    await waitFor(() => expect(screen.getByLabelText(/Conference Title/)).toHaveValue(''));
    expect(screen.getByText('By submitting, you confirm this conference information is accurate.')).toBeInTheDocument();
  });
});
