import { screen } from '@testing-library/react';
import { mockFetch, renderRoutes } from '@/lib/test-render';
import type { CompanyProfile } from '../types';
import CompanyProfilePage from './CompanyProfilePage';

// Ways a script URL gets past a naive prefix check: case, leading space, control characters, tabs.
const HOSTILE = ['javascript:alert(1)', 'JaVaScRiPt:alert(2)', ' javascript:alert(3)', '\u0001javascript:alert(4)', 'java\tscript:alert(5)', 'data:text/html,<script>alert(6)</script>', '//evil.example/x.png'];

const profile: CompanyProfile = {
  company: {
    id: 1,
    name: 'Acme',
    slug: 'acme',
    website: HOSTILE[0],
    logoUrl: HOSTILE[1],
    contactEmail: null,
    locations: null,
    backing: null,
    icpSummary: null,
    targetIndustries: null,
    targetTitles: null,
    targetCompanySizes: null,
    targetRegions: null,
    targetNotes: null,
    createdAt: '2024-01-01T00:00:00Z',
    updatedAt: '2024-01-01T00:00:00Z',
  },
  events: [
    {
      id: 1,
      companySlug: 'acme',
      conferenceId: null,
      conference: null,
      customConferenceName: 'Meetup',
      location: null,
      role: 'SPONSORED',
      rating: null,
      year: 2024,
      month: null,
      outcomes: null,
      notes: null,
      caseStudyUrl: HOSTILE[2],
      photoUrls: [...HOSTILE, 'https://cdn.example/ok.png'],
      status: 'published',
      createdAt: '2024-01-01T00:00:00Z',
    },
  ],
  interests: [],
};

describe('CompanyProfilePage with hostile stored URLs (issue 11)', () => {
  it('renders no javascript:, data: or off-site address as a link or image', async () => {
    mockFetch((_m, url) => {
      if (url.pathname === '/api/companies/acme') return { body: profile };
      if (url.pathname === '/api/companies/acme/recommendations') return { body: { recommendations: [], total: 0, page: 1, limit: 10, totalPages: 0 } };
      if (url.pathname === '/api/companies/acme/similar') return { body: { companies: [] } };
      return undefined;
    });
    const { container } = renderRoutes([{ path: '/companies/:slug', element: <CompanyProfilePage /> }], '/companies/acme');
    await screen.findByRole('heading', { level: 1, name: 'Acme' });

    const addresses = [...container.querySelectorAll('[href], [src], [srcset], [action], [formaction]')].flatMap((el) =>
      ['href', 'src', 'srcset', 'action', 'formaction'].map((name) => el.getAttribute(name)).filter((v): v is string => v !== null),
    );
    // Compared as a browser reads them: without the spaces and control characters it ignores.
    const visible = (a: string) => [...a].filter((c) => c.charCodeAt(0) > 32).join('');
    expect(addresses.filter((a) => /script:|data:|evil\.example/i.test(visible(a)))).toEqual([]);
    // The one safe photo is still shown (once in the gallery, once on its event), and no case-study or website link appears.
    expect(screen.getAllByRole('img', { name: /Meetup 2024|Photo \d of Meetup/ }).filter((img) => img.getAttribute('src') === 'https://cdn.example/ok.png')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: /Read case study/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /javascript/i })).toBeNull();
    expect(screen.getByRole('img', { name: 'Acme logo' })).not.toHaveAttribute('src');
  });
});
