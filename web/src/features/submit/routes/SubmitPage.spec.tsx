import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@/components/ui/toast-region';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import SubmitPage from './SubmitPage';

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

  it('sends the call for papers, attendance, place, languages and topics', async () => {
    const { calls } = mockFetch((method, url) => (method === 'POST' && url.pathname === '/api/submit' ? { status: 201, body: { id: 2, slug: 'y' } } : undefined));
    renderSubmit();
    fill(/Conference Title/, 'CFP Conf');
    fill(/Event URL/, 'https://cfp.example.com');
    fill('Attendance', 'hybrid');
    fill('Country', 'DE');
    fill('City', 'Berlin');
    fill('Call for papers URL', 'https://cfp.example.com/cfp');
    fill('CFP deadline (last day)', '2027-02-28');
    fill('Languages', 'EN, de');
    for (const topic of ['JavaScript', 'UX']) {
      fireEvent.click(screen.getByRole('checkbox', { name: topic }));
      await waitFor(() => expect(screen.getByRole('checkbox', { name: topic })).toBeChecked());
    }
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    await screen.findByText('Home page');
    expect(calls[0].body).toEqual({
      title: 'CFP Conf',
      url: 'https://cfp.example.com',
      type: 'General',
      attendanceMode: 'hybrid',
      country: 'DE',
      city: 'Berlin',
      cfpUrl: 'https://cfp.example.com/cfp',
      cfpEndDate: '2027-02-28',
      languages: ['en', 'de'],
      topics: ['javascript', 'ux'],
    });
  });

  it('sends the code of conduct, captions and social accounts; refuses a handle it cannot link', async () => {
    const { calls } = mockFetch((method, url) => (method === 'POST' && url.pathname === '/api/submit' ? { status: 201, body: { id: 3, slug: 'z' } } : undefined));
    renderSubmit();
    fill(/Conference Title/, 'Inclusive Conf');
    fill(/Event URL/, 'https://inclusive.example.com');
    fill('Code of conduct URL', 'https://inclusive.example.com/coc');
    fill('Mastodon', 'https://evil.example/x');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Captions or sign language interpretation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    expect(await screen.findByText('Use a handle such as @user@mastodon.social, or the profile URL')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fill('Mastodon', '@inclusive@fosstodon.org');
    fill('X (Twitter)', '@inclusive');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    await screen.findByText('Home page');
    expect(calls[0].body).toEqual({
      title: 'Inclusive Conf',
      url: 'https://inclusive.example.com',
      type: 'General',
      cocUrl: 'https://inclusive.example.com/coc',
      captions: true,
      twitter: '@inclusive',
      mastodon: '@inclusive@fosstodon.org',
    });
  });

  it('explains a wrong language code or CFP link and sends nothing', async () => {
    const { calls } = mockFetch(() => undefined);
    renderSubmit();
    fill(/Conference Title/, 'Bad Details');
    fill(/Event URL/, 'https://bad.example.com');
    fill('Languages', 'english');
    fill('Call for papers URL', 'javascript:alert(1)');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    expect(await screen.findByText('Use two-letter language codes, e.g. en, de')).toBeInTheDocument();
    expect(screen.getAllByText('Must be a valid URL')).toHaveLength(1);
    expect(calls).toHaveLength(0);
  });

  it('fills the form from the pasted website, shows where each value came from, and submits only on request', async () => {
    const preview = {
      page: 'https://conf.example.org/2027/',
      fields: { title: 'Paste Conf 2027', startDate: '2027-06-04', endDate: '2027-06-05', location: 'Mannheim, Germany', venue: 'MAFINEX', url: 'https://conf.example.org/2027/', imageUrl: null, description: null, cfpUrl: 'https://sessionize.com/paste-conf', cfpEndDate: '2027-03-01', attendanceMode: 'hybrid', eventStatus: null, country: 'DE', city: 'Mannheim' },
      notes: { title: { source: 'meta tags', confidence: 'high' }, startDate: { source: 'page text', confidence: 'check' }, country: { source: 'page text', confidence: 'check' } },
    };
    const { calls } = mockFetch((method, url) => {
      if (method === 'POST' && url.pathname === '/api/submit/preview') return { status: 200, body: preview };
      if (method === 'POST' && url.pathname === '/api/submit') return { status: 201, body: { id: 3, slug: 'paste-conf-2027' } };
      return undefined;
    });
    renderSubmit();
    fill("Paste the conference's website", 'https://conf.example.org/2027/');
    fireEvent.click(screen.getByRole('button', { name: 'Fill the form' }));
    const facts = await screen.findByLabelText('Fields read from the website');
    expect(within(facts).getByText('from meta tags')).toBeInTheDocument();
    expect(within(facts).getAllByText('Check this')).toHaveLength(2);
    expect(within(facts).getAllByText('High confidence')).toHaveLength(1);
    expect(calls.filter((c) => c.url.pathname === '/api/submit')).toHaveLength(0);
    expect(screen.getByLabelText(/Conference Title/)).toHaveValue('Paste Conf 2027');
    expect(screen.getByLabelText('Start Date')).toHaveValue('2027-06-04');
    expect(screen.getByLabelText('Location')).toHaveValue('Mannheim, Germany');
    fireEvent.click(screen.getByRole('button', { name: 'Submit Conference' }));
    await screen.findByText('Home page');
    expect(calls.find((c) => c.url.pathname === '/api/submit')!.body).toEqual({
      title: 'Paste Conf 2027',
      url: 'https://conf.example.org/2027/',
      startDate: '2027-06-04',
      endDate: '2027-06-05',
      location: 'Mannheim, Germany',
      type: 'General',
      attendanceMode: 'hybrid',
      country: 'DE',
      city: 'Mannheim',
      cfpUrl: 'https://sessionize.com/paste-conf',
      cfpEndDate: '2027-03-01',
    });
  });

  it('says why a pasted website could not be read, and keeps the form as it was', async () => {
    const message = 'Too many page previews; try again in 42 s';
    mockFetch((method, url) => (url.pathname === '/api/submit/preview' ? { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message } } : undefined));
    renderSubmit();
    fill(/Conference Title/, 'Typed by hand');
    fill("Paste the conference's website", 'not a link');
    fireEvent.click(screen.getByRole('button', { name: 'Fill the form' }));
    expect(await screen.findByText('Must be a valid URL')).toBeInTheDocument();
    fill("Paste the conference's website", 'https://busy.example.org/');
    fireEvent.click(screen.getByRole('button', { name: 'Fill the form' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Conference Title/)).toHaveValue('Typed by hand');
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
