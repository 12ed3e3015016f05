import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toaster } from '@/components/ui/toast-region';
import { STORAGE_KEYS } from '@/config/constants';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import CreateCompanyPage from './CreateCompanyPage';

const saved = { id: 5, name: 'Acme', slug: 'acme', website: null, logoUrl: null, contactEmail: null, locations: null, backing: null, icpSummary: null, targetIndustries: null, targetTitles: null, targetCompanySizes: null, targetRegions: null, targetNotes: null, createdAt: '', updatedAt: '' };

function renderPage(url: string) {
  return renderRoutes(
    [
      { path: '/create-company', element: <CreateCompanyPage /> },
      { path: '/companies/:slug', element: <p>profile page</p> },
    ],
    url,
  );
}

describe('CreateCompanyPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // One toast at a time: a toast left by the previous test would queue this test's toast.
    toaster.remove();
  });

  it('requires a company name before calling the API', async () => {
    const { fn } = mockFetch(() => undefined);
    renderPage('/create-company');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(fn).not.toHaveBeenCalled();
  });

  it('creates the company, keeps its edit token and opens its profile', async () => {
    const { calls } = mockFetch((method, url) => (method === 'POST' && url.pathname === '/api/companies' ? { status: 201, body: { ...saved, editToken: 'secret-token' } } : undefined));
    const { location } = renderPage('/create-company');
    await userEvent.type(screen.getByLabelText(/Company Name/), ' Acme ');
    await userEvent.type(screen.getByLabelText('Target Regions (comma-separated)'), 'EU, US');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/companies/acme');
    expect(await screen.findByText('Your company has been created.')).toBeInTheDocument();
    expect(calls[0].body).toMatchObject({ name: 'Acme', targetRegions: 'EU, US', website: null, logoUrl: null });
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.companyTokens)!)).toEqual({ acme: 'secret-token' });
  });

  it("shows the server's message when creating fails", async () => {
    mockFetch(() => ({ status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'website must be a URL' } }));
    renderPage('/create-company');
    await userEvent.type(screen.getByLabelText(/Company Name/), 'Acme');
    await userEvent.click(screen.getByRole('button', { name: 'Create Company' }));
    expect(await screen.findByText('website must be a URL')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('edits an existing company with its token and the loaded values', async () => {
    window.localStorage.setItem(STORAGE_KEYS.companyTokens, JSON.stringify({ acme: 'secret-token' }));
    const headers: Record<string, string>[] = [];
    const { calls } = mockFetch((method, url) => {
      if (method === 'GET' && url.pathname === '/api/companies/acme') return { body: { company: { ...saved, backing: 'YC' }, events: [], interests: [] } };
      if (method === 'PUT' && url.pathname === '/api/companies/acme') return { body: { ...saved, backing: 'Seed' } };
      return undefined;
    });
    const original = global.fetch;
    global.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      headers.push({ ...(init?.headers as Record<string, string>) });
      return original(input, init);
    }) as typeof fetch;
    const { location } = renderPage('/create-company?edit=acme');
    expect(await screen.findByRole('heading', { name: 'Edit Company Profile' })).toBeInTheDocument();
    const backing = await screen.findByLabelText('Backing');
    await waitFor(() => expect(backing).toHaveValue('YC'));
    await userEvent.clear(backing);
    await userEvent.type(backing, 'Seed');
    await userEvent.click(screen.getByRole('button', { name: 'Update Company' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(location.current?.pathname).toBe('/companies/acme');
    const put = calls.findIndex((c) => c.method === 'PUT');
    expect(calls[put].body).toMatchObject({ name: 'Acme', backing: 'Seed' });
    expect(headers[put]['x-company-token']).toBe('secret-token');
  });
});
