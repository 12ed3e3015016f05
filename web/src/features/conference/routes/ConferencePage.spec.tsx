import { screen } from '@testing-library/react';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import ConferencePage from './ConferencePage';

const conference = {
  id: 3,
  slug: 'kubecon-eu-2027',
  title: 'KubeCon EU 2027',
  url: 'https://events.linuxfoundation.org/kubecon/',
  imageUrl: 'https://img.example.com/kubecon.png',
  startDateUTC: '2027-03-30T00:00:00.000Z',
  endDateUTC: '2027-04-02T00:00:00.000Z',
  location: 'Amsterdam, Netherlands',
  venue: 'RAI Amsterdam',
  type: 'DevOps',
  source: 'admin',
  status: 'published',
  ...NO_CONFERENCE_DETAILS,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderAt(slug: string) {
  return renderRoutes([{ path: '/conference/:slug', element: <ConferencePage /> }], `/conference/${slug}`);
}

describe('ConferencePage', () => {
  it('shows Loading... and then the header', async () => {
    mockFetch((method, url) => (url.pathname === '/api/conferences/kubecon-eu-2027' ? { body: conference } : undefined));
    renderAt('kubecon-eu-2027');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'KubeCon EU 2027' })).toBeInTheDocument();
    expect(screen.getByText('Mar 30 – Apr 2, 2027')).toBeInTheDocument();
    expect(screen.getByText('Amsterdam, Netherlands')).toBeInTheDocument();
    expect(screen.getByText('RAI Amsterdam')).toBeInTheDocument();
    expect(screen.getByText('DevOps')).toBeInTheDocument();
    const site = screen.getByRole('link', { name: /Visit Website/ });
    expect(site).toHaveAttribute('href', 'https://events.linuxfoundation.org/kubecon/');
    expect(site).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('img', { name: 'KubeCon EU 2027' })).toHaveAttribute('src', 'https://img.example.com/kubecon.png');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('hides dates without a start date', async () => {
    mockFetch((_m, url) => (url.pathname.endsWith('/companies') ? { body: { groups: [], total: 0 } } : { body: { ...conference, startDateUTC: null, endDateUTC: null, imageUrl: null } }));
    renderAt('kubecon-eu-2027');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Date TBA')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says Conference not found with a way home', async () => {
    mockFetch(() => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Conference not found' } }));
    renderAt('nope');
    expect(await screen.findByRole('heading', { name: 'Conference not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});
