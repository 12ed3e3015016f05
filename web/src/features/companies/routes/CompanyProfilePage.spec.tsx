import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/config/constants';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import type { CompanyEvent, CompanyProfile } from '../types';
import CompanyProfilePage from './CompanyProfilePage';

const company = {
  id: 1,
  name: 'Acme',
  slug: 'acme',
  website: 'https://acme.example',
  logoUrl: null,
  contactEmail: 'hi@acme.example',
  locations: null,
  backing: null,
  icpSummary: 'Platform teams',
  targetIndustries: 'Fintech, SaaS',
  targetTitles: null,
  targetCompanySizes: null,
  targetRegions: null,
  targetNotes: null,
  createdAt: '2024-01-01T00:00:00Z',
  updatedAt: '2024-01-01T00:00:00Z',
};

const event = (id: number, patch: Partial<CompanyEvent> = {}): CompanyEvent => ({
  id,
  companySlug: 'acme',
  conferenceId: 9,
  conference: { id: 9, title: 'DevConf', slug: 'devconf', location: 'Berlin' },
  customConferenceName: null,
  location: null,
  role: 'SPONSORED',
  rating: 4,
  year: 2024,
  month: 3,
  outcomes: 'Leads',
  notes: null,
  caseStudyUrl: 'https://acme.example/case',
  photoUrls: null,
  status: 'published',
  createdAt: '2024-01-01T00:00:00Z',
  ...patch,
});

function renderProfile(profile: CompanyProfile | null) {
  mockFetch((_m, url) => {
    if (url.pathname === '/api/companies/acme/recommendations') return { body: { recommendations: [], total: 0, page: 1, limit: 10, totalPages: 0 } };
    if (url.pathname === '/api/companies/acme/similar') return { body: { companies: [] } };
    return url.pathname === '/api/companies/acme' ? (profile ? { body: profile } : { status: 404, body: { statusCode: 404, message: 'Company not found' } }) : undefined;
  });
  return renderRoutes([{ path: '/companies/:slug', element: <CompanyProfilePage /> }], '/companies/acme');
}

describe('CompanyProfilePage', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the profile and track record without edit controls to a visitor', async () => {
    renderProfile({ company, events: [event(1), event(2, { customConferenceName: 'Meetup', conferenceId: null, conference: null, year: 2023, month: null, rating: null })], interests: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'DevConf' });
    expect(within(card).getByRole('link', { name: 'DevConf' })).toHaveAttribute('href', '/conference/devconf');
    expect(within(card).getByText('Mar 2024')).toBeInTheDocument();
    expect(within(card).getByText('Berlin')).toBeInTheDocument();
    expect(within(card).getByText('4/5')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Read case study/ })).toHaveAttribute('href', 'https://acme.example/case');
    expect(within(screen.getByRole('article', { name: 'Meetup' })).getByText('2023')).toBeInTheDocument();
    expect(screen.getByText('Fintech')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Edit Profile/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Edit event|Delete event|Add Event/ })).toBeNull();
    expect(screen.queryByText('Our Conference Experience')).toBeNull();
    expect(screen.queryByText('Current Pipeline')).toBeNull();
    expect(screen.getByRole('region', { name: 'Conferences that fit your ICP' })).toBeInTheDocument();
    expect(await screen.findByText('No other company has a similar ICP yet.')).toBeInTheDocument();
  });

  it('offers edit controls to the browser holding the edit token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.companyTokens, JSON.stringify({ acme: 'token' }));
    renderProfile({ company, events: [event(1)], interests: [] });
    expect(await screen.findByRole('link', { name: /Edit Profile/ })).toHaveAttribute('href', '/create-company?edit=acme');
    expect(screen.getByRole('button', { name: 'Edit event DevConf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete event DevConf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Event/ })).toBeInTheDocument();
  });

  it('shows at most 12 gallery photos and at most 10 pipeline entries', async () => {
    const photos = Array.from({ length: 14 }, (_, i) => `/api/objects/p${i}.png`);
    const interests = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, conferenceId: 100 + i, conference: i === 0 ? { id: 100, title: 'Known', slug: 'known' } : null, companyName: 'Acme', status: 'ATTENDING', updatedAt: '' }));
    renderProfile({ company, events: [event(1, { photoUrls: photos })], interests });
    const gallery = await screen.findByRole('region', { name: 'Our Conference Experience' });
    expect(within(gallery).getAllByRole('link')).toHaveLength(12);
    expect(within(gallery).getByText('Showing 12 of 14 photos')).toBeInTheDocument();
    const pipeline = screen.getByRole('region', { name: 'Current Pipeline' });
    expect(within(pipeline).getAllByRole('listitem')).toHaveLength(10);
    expect(within(pipeline).getByRole('link', { name: 'Known' })).toHaveAttribute('href', '/conference/known');
    expect(within(pipeline).getByText('Conference #101')).toBeInTheDocument();
  });

  it('says Company not found for an unknown slug', async () => {
    renderProfile(null);
    expect(await screen.findByText('Company not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Conferences' })).toHaveAttribute('href', '/');
  });
});
