import { Box, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, useEffect } from 'react';
import { type LoaderFunction, type RouteObject } from 'react-router-dom';
import { PageHead } from '@/components/head/PageHead';
import { Layout } from '@/components/layout/Layout';
import { NOT_FOUND_HEAD, type PageHeadData } from '@/lib/page-head';

export const NOT_FOUND_ROUTE_ID = 'not-found';

// Each page is its own chunk: a visitor downloads only the pages they open. The names are the
// chunks' names too: the server preloads the chunk of the page it rendered.
const PAGES = {
  TopConferencesPage: lazy(() => import('@/features/ranking/routes/TopConferencesPage')),
  BrowsePage: lazy(() => import('@/features/browse/routes/BrowsePage')),
  SubmitPage: lazy(() => import('@/features/submit/routes/SubmitPage')),
  ConferencePage: lazy(() => import('@/features/conference/routes/ConferencePage')),
  CompaniesPage: lazy(() => import('@/features/companies/routes/CompaniesPage')),
  CompanyProfilePage: lazy(() => import('@/features/companies/routes/CompanyProfilePage')),
  CreateCompanyPage: lazy(() => import('@/features/companies/routes/CreateCompanyPage')),
  AdminPage: lazy(() => import('@/features/admin/routes/AdminPage')),
  CfpPage: lazy(() => import('@/features/cfp/routes/CfpPage')),
  PlacesPage: lazy(() => import('@/features/places/routes/PlacesPage')),
  NotFoundPage: lazy(() => import('@/features/not-found/routes/NotFoundPage')),
};

/** What a route carries: the name of its page's chunk (the server preloads it). */
export interface PageHandle {
  chunk: keyof typeof PAGES;
}

/** The head of each page whose head never changes (a form, the 404 page); the others render their own. */
const STATIC_HEADS: Record<string, PageHeadData> = {
  submit: { title: 'Submit a Conference', description: 'Help the community by adding conferences you know about: paste the event page or fill in its title, dates and place.', canonicalPath: '/submit' },
  'create-company': { title: 'Create Your Company Profile', description: 'Publish whom your company wants to meet at conferences and where it has been: a public profile with your ICP and track record.', canonicalPath: '/create-company' },
  admin: { title: 'Admin Dashboard', noindex: true },
  [NOT_FOUND_ROUTE_ID]: NOT_FOUND_HEAD,
};

/**
 * Marks the document once the page's hydration is committed (its effects run after that): the page loader
 * replays a control used before then only from this point on (app/page-loader.ts).
 */
function HydratedMark() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}

// The head is part of the route's element, not of its `handle`: reading handles takes `useMatches`,
// which needs the data router the browser does not load (App.tsx).
function page(chunk: keyof typeof PAGES, head: PageHeadData | undefined) {
  const Component = PAGES[chunk];
  return (
    <>
      {head && <PageHead {...head} />}
      <Suspense
        fallback={
          <Box py="16" textAlign="center">
            <Spinner size="lg" color="brand.solid" aria-label="Loading page" />
          </Box>
        }
      >
        <Component />
        <HydratedMark />
      </Suspense>
    </>
  );
}

/**
 * The site's routes. Ids name the pages; the server passes `loaderFor` so each public page's
 * data is fetched before it renders, the browser passes nothing and fetches in the pages.
 */
export function createRoutes(loaderFor?: (routeId: string) => LoaderFunction): RouteObject[] {
  const route = (id: string, path: string, chunk: keyof typeof PAGES): RouteObject => ({
    id,
    path,
    element: page(chunk, STATIC_HEADS[id]),
    loader: loaderFor?.(id),
    handle: { chunk } satisfies PageHandle,
  });
  return [
    {
      id: 'layout',
      element: <Layout />,
      children: [
        route('top', '/', 'TopConferencesPage'),
        route('upcoming', '/upcoming', 'BrowsePage'),
        route('submit', '/submit', 'SubmitPage'),
        route('conference', '/conference/:slug', 'ConferencePage'),
        route('companies', '/companies', 'CompaniesPage'),
        route('company', '/companies/:slug', 'CompanyProfilePage'),
        route('create-company', '/create-company', 'CreateCompanyPage'),
        route('admin', '/admin', 'AdminPage'),
        route('cfp', '/cfp', 'CfpPage'),
        route('topic', '/topics/:topic', 'PlacesPage'),
        route('country', '/countries/:cc', 'PlacesPage'),
        route('city', '/countries/:cc/:city', 'PlacesPage'),
        route('map', '/map', 'PlacesPage'),
        route('calendar', '/calendar/:yyyy/:mm', 'PlacesPage'),
        route('calendar-now', '/calendar', 'PlacesPage'),
        route(NOT_FOUND_ROUTE_ID, '*', 'NotFoundPage'),
      ],
    },
  ];
}
