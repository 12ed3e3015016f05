import { Box, Spinner } from '@chakra-ui/react';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Layout } from '@/components/layout/Layout';

// Each page is its own chunk: a visitor downloads only the pages they open.
const TopConferencesPage = lazy(() => import('@/features/ranking/routes/TopConferencesPage'));
const BrowsePage = lazy(() => import('@/features/browse/routes/BrowsePage'));
const SubmitPage = lazy(() => import('@/features/submit/routes/SubmitPage'));
const ConferencePage = lazy(() => import('@/features/conference/routes/ConferencePage'));
const CompaniesPage = lazy(() => import('@/features/companies/routes/CompaniesPage'));
const CompanyProfilePage = lazy(() => import('@/features/companies/routes/CompanyProfilePage'));
const CreateCompanyPage = lazy(() => import('@/features/companies/routes/CreateCompanyPage'));
const AdminPage = lazy(() => import('@/features/admin/routes/AdminPage'));
const NotFoundPage = lazy(() => import('@/features/not-found/routes/NotFoundPage'));

function page(Component: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense
      fallback={
        <Box py="16" textAlign="center">
          <Spinner size="lg" color="brand.solid" aria-label="Loading page" />
        </Box>
      }
    >
      <Component />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: page(TopConferencesPage) },
      { path: '/upcoming', element: page(BrowsePage) },
      { path: '/submit', element: page(SubmitPage) },
      { path: '/conference/:slug', element: page(ConferencePage) },
      { path: '/companies', element: page(CompaniesPage) },
      { path: '/companies/:slug', element: page(CompanyProfilePage) },
      { path: '/create-company', element: page(CreateCompanyPage) },
      { path: '/admin', element: page(AdminPage) },
      { path: '*', element: page(NotFoundPage) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
