import { screen, waitFor, within } from '@testing-library/react';
import { NO_CONFERENCE_DETAILS } from '@/lib/discovery';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import type { Conference } from '@/types/conference';
import { CityPage } from './CityPage';
import { CountryPage } from './CountryPage';
import { TopicPage } from './TopicPage';

const conference = (id: number): Conference => ({
  id,
  slug: `conf-${id}`,
  title: `Conf ${id}`,
  url: `https://conf${id}.example.com/`,
  imageUrl: null,
  startDateUTC: '2027-05-01T00:00:00.000Z',
  endDateUTC: '2027-05-02T00:00:00.000Z',
  location: 'Zürich, Switzerland',
  venue: null,
  type: 'Tech',
  source: 'community',
  status: 'published',
  votesCount: 0,
  ...NO_CONFERENCE_DETAILS,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const zurich = { slug: 'zurich', name: 'Zürich', latitude: 47.37, longitude: 8.55, upcoming: 2, total: 3 };
const notFound = (message: string) => ({ status: 404, body: { statusCode: 404, error: 'Not Found', message } });

/** The API of a catalog with two upcoming conferences in Zürich on JavaScript; anything else is unknown. */
function serve() {
  return mockFetch((_method, url) => {
    const path = decodeURIComponent(url.pathname);
    if (path === '/api/conferences') return { body: { conferences: [conference(1), conference(2)], total: 2, page: 1, totalPages: 1 } };
    if (path === '/api/topics/javascript') return { body: { topic: 'javascript', upcoming: 2, total: 3 } };
    if (path === '/api/topics') return { body: { topics: [{ topic: 'javascript', upcoming: 2, total: 3 }, { topic: 'rust', upcoming: 1, total: 1 }] } };
    if (path === '/api/places/countries/ch') return { body: { code: 'CH', name: 'Switzerland', upcoming: 2, total: 3, cityCount: 1, cities: [zurich], citiesTotal: 1 } };
    if (['/api/places/countries/ch/zurich', '/api/places/countries/ch/Zürich'].includes(path)) return { body: { ...zurich, country: { code: 'CH', name: 'Switzerland' } } };
    if (path.startsWith('/api/topics/')) return notFound('Topic not found');
    if (path.startsWith('/api/places/')) return notFound('Country not found');
    return undefined;
  });
}

const routes = [
  { path: '/topics/:topic', element: <TopicPage /> },
  { path: '/countries/:cc', element: <CountryPage /> },
  { path: '/countries/:cc/:city', element: <CityPage /> },
];

describe('landing pages', () => {
  it("a topic's page names it, counts and lists its conferences with the topic as the listing's scope, and links the other topics", async () => {
    const { calls } = serve();
    renderRoutes(routes, '/topics/javascript?type=Tech');
    expect(await screen.findByRole('heading', { level: 1, name: 'JavaScript Conferences' })).toBeInTheDocument();
    expect(screen.getByText('2 upcoming · 3 listed in all')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'View Details about Conf 1' })).toBeInTheDocument();
    const listing = calls.find((c) => c.url.pathname === '/api/conferences');
    expect(Object.fromEntries(listing?.url.searchParams ?? [])).toMatchObject({ topic: 'javascript', type: 'Tech' });
    const others = await screen.findByRole('region', { name: 'Other Topics' });
    expect(within(others).getByRole('link', { name: 'Rust conferences' })).toHaveAttribute('href', '/topics/rust');
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'On the map' })).toHaveAttribute('href', '/map?topic=javascript');
  });

  it("a country's page lists its cities with their upcoming counts", async () => {
    serve();
    renderRoutes(routes, '/countries/ch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Conferences in Switzerland' })).toBeInTheDocument();
    const cities = screen.getByRole('region', { name: 'Cities in Switzerland' });
    expect(within(cities).getByRole('link', { name: 'Zürich' })).toHaveAttribute('href', '/countries/ch/zurich');
    expect(within(cities).getByText('2 upcoming')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
  });

  it("a city named another way moves to its slug, and lists the city's conferences", async () => {
    const { calls } = serve();
    const { location } = renderRoutes(routes, '/countries/ch/Z%C3%BCrich?type=Tech');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tech Conferences in Zürich, Switzerland' })).toBeInTheDocument();
    expect(`${location.current?.pathname}${location.current?.search}`).toBe('/countries/ch/zurich?type=Tech');
    await screen.findByRole('link', { name: 'View Details about Conf 1' });
    const listing = calls.find((c) => c.url.pathname === '/api/conferences');
    expect(Object.fromEntries(listing?.url.searchParams ?? [])).toMatchObject({ country: 'CH', city: 'zurich' });
    expect(screen.getByRole('link', { name: 'All conferences in Switzerland' })).toHaveAttribute('href', '/countries/ch');
  });

  it.each(['/topics/nope', '/countries/zz', '/countries/ch/nowhere'])('%s is the 404 page', async (url) => {
    serve();
    renderRoutes(routes, url);
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  });
});
