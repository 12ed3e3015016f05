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
  cocUrl: 'javascript:alert(4)',
  twitter: 'javascript:alert(5)',
  mastodon: '@x@javascript:alert(6)',
  bluesky: 'https://evil.example/x',
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
    // Nothing in the inclusion section could be linked safely, and nothing else is known: no section.
    expect(screen.queryByRole('region', { name: 'Inclusion' })).toBeNull();
  });

  it('links the code of conduct and the accounts built from their handles, and says what is offered', async () => {
    const inclusive = { ...conference, cocUrl: 'https://x.dev/coc', captions: true, twitter: 'xdev', mastodon: '@xdev@fosstodon.org', bluesky: 'xdev.bsky.social' };
    mockFetch((_m, url) => {
      if (url.pathname === '/api/conferences/evil-conf') return { body: inclusive };
      if (url.pathname === '/api/conferences/evil-conf/companies') return { body: { groups: [], total: 0 } };
      return { body: { reviews: [], avgRating: null, countsByRole: {}, interests: [], countsByStatus: {} } };
    });
    renderRoutes([{ path: '/conference/:slug', element: <ConferencePage /> }], '/conference/evil-conf');
    const section = await screen.findByRole('region', { name: 'Inclusion' });
    const links = [...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Code of conduct (opens in a new tab)', 'https://x.dev/coc'],
      ['@xdev (opens in a new tab)', 'https://x.com/xdev'],
      ['@xdev@fosstodon.org (opens in a new tab)', 'https://fosstodon.org/@xdev'],
      ['@xdev.bsky.social (opens in a new tab)', 'https://bsky.app/profile/xdev.bsky.social'],
    ]);
    expect(section.textContent).toContain('Captions or sign language interpretation offered');
    expect(section.textContent).not.toContain('Scholarships');
  });
});
