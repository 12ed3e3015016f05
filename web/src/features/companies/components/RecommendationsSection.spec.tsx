import { fireEvent, screen, within } from '@testing-library/react';
import type { RecommendationsResponse } from '@confdir/contracts/web';
import { mockFetch, renderWithProviders } from '@/lib/test-render';
import { RecommendationsSection } from './RecommendationsSection';

const recommendation = (id: number, title: string, score: number, reasons: string[]) => ({
  conference: { id, slug: `conf-${id}`, title, location: 'Amsterdam, Netherlands', startDateUTC: '2031-03-04T00:00:00.000Z', endDateUTC: '2031-03-05T00:00:00.000Z', type: 'Fintech', attendanceMode: 'in-person' as const },
  score,
  reasons,
});

function answer(url: URL): RecommendationsResponse {
  const page = Number(url.searchParams.get('page'));
  if (url.searchParams.get('region') === 'Africa') return { recommendations: [], total: 0, page: 1, limit: 10, totalPages: 0 };
  const item = page === 2 ? recommendation(2, 'Payments Summit 2031', 61, ['Fintech, your industry']) : recommendation(1, 'FinCon Europe 2031', 92, ['Europe matches your regions', 'You rated an earlier edition 5/5']);
  return { recommendations: [item], total: 2, page, limit: 1, totalPages: 2 };
}

function renderSection() {
  const { calls } = mockFetch((_m, url) => (url.pathname === '/api/companies/acme/recommendations' ? { body: answer(url) } : undefined));
  renderWithProviders(<RecommendationsSection companySlug="acme" />);
  return calls;
}

describe('RecommendationsSection', () => {
  it('lists the fitting conferences with their score and the reasons in words', async () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Conferences that fit your ICP' });
    const link = await within(section).findByRole('link', { name: 'FinCon Europe 2031' });
    expect(link).toHaveAttribute('href', '/conference/conf-1');
    expect(within(section).getByText('Fit score 92 out of 100')).toBeInTheDocument();
    const reasons = within(section).getByRole('list', { name: 'Why FinCon Europe 2031 fits' });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Europe matches your regions', 'You rated an earlier edition 5/5']);
    expect(within(section).getByText(/Amsterdam, Netherlands · In person/)).toBeInTheDocument();
  });

  it('pages with Next and starts again at page 1 when a labelled filter changes', async () => {
    const calls = renderSection();
    await screen.findByRole('link', { name: 'FinCon Europe 2031' });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Payments Summit 2031' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Region'), { target: { value: 'Africa' } });
    expect(await screen.findByText('No upcoming conferences match these filters.')).toBeInTheDocument();
    const last = calls[calls.length - 1].url.searchParams;
    expect(last.get('region')).toBe('Africa');
    expect(last.get('page')).toBe('1');
    expect(screen.getByLabelText('Quarter')).toBeInTheDocument();
    expect(screen.getByLabelText('Format')).toBeInTheDocument();
  });

  it('sends the chosen quarter and format to the API', async () => {
    const calls = renderSection();
    await screen.findByRole('link', { name: 'FinCon Europe 2031' });
    const quarter = (screen.getByLabelText('Quarter') as HTMLSelectElement).options[2].value;
    fireEvent.change(screen.getByLabelText('Quarter'), { target: { value: quarter } });
    fireEvent.change(screen.getByLabelText('Format'), { target: { value: 'online' } });
    await screen.findByRole('link', { name: 'FinCon Europe 2031' });
    const last = calls[calls.length - 1].url.searchParams;
    expect(last.get('quarter')).toMatch(/^\d{4}-Q[1-4]$/);
    expect(last.get('quarter')).toBe(quarter);
    expect(last.get('mode')).toBe('online');
  });
});
