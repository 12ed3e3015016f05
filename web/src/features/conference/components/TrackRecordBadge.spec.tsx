import { screen, waitFor } from '@testing-library/react';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import { TrackRecordBadge } from './TrackRecordBadge';

const entry = { id: 1, companySlug: 'crustdata', conferenceId: 7, role: 'SPONSORED', rating: 4, year: 2024 };

describe('TrackRecordBadge', () => {
  it("shows the featured company's entries for this conference and links to its profile", async () => {
    const { calls } = mockFetch((_m, url) => (url.pathname === '/api/company-events' ? { body: [entry, { ...entry, id: 2, role: 'SPOKE', rating: null, year: 2023 }] } : undefined));
    renderWithProviders(<TrackRecordBadge conferenceId={7} />);
    expect(await screen.findByText('Sponsored')).toBeInTheDocument();
    expect(screen.getByText('2024')).toBeInTheDocument();
    expect(screen.getByText('4/5')).toBeInTheDocument();
    expect(screen.getByText('Spoke')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See our ICP' })).toHaveAttribute('href', '/companies/crustdata');
    expect(calls[0].url.searchParams.get('conferenceId')).toBe('7');
    expect(calls[0].url.searchParams.get('companySlug')).toBe('crustdata');
  });

  it('renders nothing without entries', async () => {
    const { fn } = mockFetch(() => ({ body: [] }));
    renderWithProviders(<TrackRecordBadge conferenceId={7} />);
    await waitFor(() => expect(fn).toHaveBeenCalled());
    // Let the answer render before checking that nothing did.
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('link', { name: 'See our ICP' })).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
