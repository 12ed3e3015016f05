import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import { ConferenceCompanies } from './ConferenceCompanies';

describe('ConferenceCompanies', () => {
  it('groups the companies going by role and links those with a profile', async () => {
    mockFetch((_m, url) =>
      url.pathname === '/api/conferences/fincon/companies'
        ? {
            body: {
              groups: [
                { role: 'SPONSORING', companies: [{ name: 'Paywise', slug: 'paywise' }] },
                { role: 'ATTENDING', companies: [{ name: 'Globex', slug: null }, { name: 'Ledger', slug: 'ledger' }] },
              ],
              total: 3,
            },
          }
        : undefined,
    );
    renderWithProviders(<ConferenceCompanies slug="fincon" />);
    const section = await screen.findByRole('region', { name: 'Who else is going' });
    const sponsoring = within(section).getByRole('list', { name: 'Sponsoring (1)' });
    expect(within(sponsoring).getByRole('link', { name: 'Paywise' })).toHaveAttribute('href', '/companies/paywise');
    const attending = within(section).getByRole('list', { name: 'Attending (2)' });
    expect(within(attending).getByText('Globex')).not.toHaveAttribute('href');
    expect(within(attending).getAllByRole('link').map((a) => a.textContent)).toEqual(['Ledger']);
    expect(within(section).queryByText(/Exhibiting/)).toBeNull();
  });

  it('shows nothing when no company said it is going', async () => {
    const { calls } = mockFetch((_m, url) => (url.pathname === '/api/conferences/quiet/companies' ? { body: { groups: [], total: 0 } } : undefined));
    renderWithProviders(<ConferenceCompanies slug="quiet" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Who else is going' })).toBeNull();
  });
});
