import { screen, within } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import { SimilarCompaniesSection } from './SimilarCompaniesSection';

describe('SimilarCompaniesSection', () => {
  it('links each similar company and the conferences both went to', async () => {
    mockFetch((_m, url) =>
      url.pathname === '/api/companies/acme/similar'
        ? { body: { companies: [{ name: 'Paywise', slug: 'paywise', similarity: 64, shared: ['fintech', 'payments'], sharedConferences: [{ slug: 'fincon-2025', title: 'FinCon 2025' }] }] } }
        : undefined,
    );
    renderWithProviders(<SimilarCompaniesSection companySlug="acme" />);
    const section = screen.getByRole('region', { name: 'Companies with a similar ICP' });
    expect(await within(section).findByRole('link', { name: 'Paywise' })).toHaveAttribute('href', '/companies/paywise');
    expect(within(section).getByText('64% alike')).toBeInTheDocument();
    expect(within(section).getByText('payments')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'FinCon 2025' })).toHaveAttribute('href', '/conference/fincon-2025');
  });

  it('says so when no company is alike', async () => {
    mockFetch((_m, url) => (url.pathname === '/api/companies/acme/similar' ? { body: { companies: [] } } : undefined));
    renderWithProviders(<SimilarCompaniesSection companySlug="acme" />);
    expect(await screen.findByText('No other company has a similar ICP yet.')).toBeInTheDocument();
  });
});
