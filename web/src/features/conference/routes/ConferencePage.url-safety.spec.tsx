import { screen } from '@testing-library/react';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import ConferencePage from './ConferencePage';

const conference = {
  id: 3,
  slug: 'evil-conf',
  title: 'Evil Conf',
  url: 'javascript:alert(1)',
  imageUrl: ' JavaScript:alert(2)',
  startDateUTC: '2031-03-30T00:00:00.000Z',
  endDateUTC: null,
  location: null,
  venue: null,
  type: 'Tech',
  source: 'community',
  status: 'published',
  votesCount: 0,
  ...NO_CONFERENCE_DETAILS,
  cfpUrl: 'java\tscript:alert(3)',
  cfpEndDate: '2031-01-01',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('ConferencePage with hostile stored URLs (issue 11)', () => {
  it('renders no script address as a link or image: website, image and CFP link are left out', async () => {
    mockFetch((_m, url) => {
      if (url.pathname === '/api/conferences/evil-conf') return { body: conference };
      if (url.pathname === '/api/conferences/evil-conf/companies') return { body: { groups: [], total: 0 } };
      return { body: { reviews: [], avgRating: null, countsByRole: {}, interests: [], countsByStatus: {} } };
    });
    const { container } = renderRoutes([{ path: '/conference/:slug', element: <ConferencePage /> }], '/conference/evil-conf');
    await screen.findByRole('heading', { level: 1, name: 'Evil Conf' });
    const addresses = [...container.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? '');
    const visible = (a: string) => [...a].filter((c) => c.charCodeAt(0) > 32).join('');
    expect(addresses.filter((a) => /script:/i.test(visible(a)))).toEqual([]);
    expect(screen.queryByRole('link', { name: /Visit Website/ })).toBeNull();
    expect(screen.queryByRole('img', { name: 'Evil Conf' })).toBeNull();
  });
});
