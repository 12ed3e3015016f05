import { Stack, Text } from '@chakra-ui/react';
import { PageHead } from '@/components/head/PageHead';
import { LoadError } from '@/components/layout/LoadError';
import { NotFound } from '@/components/layout/NotFound';
import { ApiError } from '@/lib/api-client';
import { NOT_FOUND_HEAD } from '@/lib/page-head';

/** While a page's subject (a topic, a place, a month) loads in the browser. */
export function SubjectLoading() {
  return (
    <Text color="fg.muted" py="16" textAlign="center" role="status">
      Loading...
    </Text>
  );
}

/** The app's 404 page, for a page whose subject does not exist (the server answers 404 with it). */
export function PageNotFound() {
  return (
    <>
      <PageHead {...NOT_FOUND_HEAD} />
      <NotFound />
    </>
  );
}

/**
 * A subject that does not exist (an unknown topic, country or city, or one without conferences) is the app's
 * 404 page (the server answers 404 with it); any other failure says what could not be loaded.
 */
export function SubjectError({ error, title }: { error: unknown; title: string }) {
  if (error instanceof ApiError && error.status === 404) return <PageNotFound />;
  return (
    <Stack gap="6">
      <PageHead title={title} noindex />
      <LoadError title={`Could not load ${title.toLowerCase()}`} error={error} />
    </Stack>
  );
}
