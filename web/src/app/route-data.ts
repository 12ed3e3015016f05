import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { conferencesQueryOptions } from '@/features/browse/api/get-conferences';
import { readFilters } from '@/features/browse/lib/filters';
import { openCfpsQueryOptions } from '@/features/cfp/api/get-open-cfps';
import { readCfpQuery } from '@/features/cfp/lib/cfp-query';
import { companiesQueryOptions } from '@/features/companies/api/get-companies';
import { companyQueryOptions } from '@/features/companies/api/get-company';
import { similarCompaniesQueryOptions } from '@/features/companies/api/get-similar-companies';
import { featuredCompanyEventsQueryOptions } from '@/features/conference/api/company-events';
import { conferenceQueryOptions } from '@/features/conference/api/get-conference';
import { conferenceCompaniesQueryOptions } from '@/features/conference/api/get-conference-companies';
import { topQueryOptions } from '@/features/ranking/api/get-top';
import { apiQuarter, readSelection } from '@/features/ranking/lib/quarters';
import { readShown } from '@/features/ranking/lib/shown';

/** Resolves to false when the page's subject (a conference, a company) does not exist. */
type Prefetch = (client: QueryClient, args: LoaderFunctionArgs) => Promise<boolean | void>;

/** Fetches a query, keeping a failure in the cache (the page renders its error state) instead of throwing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- query keys of every shape
function fetchInto<T>(client: QueryClient, options: FetchQueryOptions<T, Error, T, any>): Promise<void> {
  return client.fetchQuery(options).then(
    () => undefined,
    () => undefined,
  );
}

/** The first page of a paged list, a failure kept in the cache like fetchInto's. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- infinite queries of every shape
function fetchPagesInto(client: QueryClient, options: FetchInfiniteQueryOptions<any, Error, any, any, any>): Promise<void> {
  return client.fetchInfiniteQuery(options).then(
    () => undefined,
    () => undefined,
  );
}

/** Fetches the page's own subject; false when the API says it does not exist. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- query keys of every shape
async function fetchSubject<T>(client: QueryClient, options: FetchQueryOptions<T, Error, T, any>): Promise<T | false | undefined> {
  try {
    return await client.fetchQuery(options);
  } catch (err) {
    return err instanceof ApiError && err.status === 404 ? false : undefined;
  }
}

const searchOf = (request: Request) => new URL(request.url).searchParams;

/** What each public page shows on first paint, by route id; per-visitor data (votes, admin) is not here. */
export const PAGE_DATA: Record<string, Prefetch> = {
  top: (client, { request }) => {
    const selection = readSelection(searchOf(request), new Date());
    return fetchInto(client, topQueryOptions(apiQuarter(selection), selection.type, readShown(searchOf(request))));
  },
  upcoming: (client, { request }) => fetchInto(client, conferencesQueryOptions(readFilters(searchOf(request)))),
  cfp: (client, { request }) => {
    const { filters, page } = readCfpQuery(searchOf(request));
    return fetchInto(client, openCfpsQueryOptions(filters, page));
  },
  conference: async (client, { params }) => {
    const slug = params.slug ?? '';
    const conference = await fetchSubject(client, conferenceQueryOptions(slug));
    if (conference === false) return false;
    if (!conference) return;
    await Promise.all([
      fetchInto(client, featuredCompanyEventsQueryOptions(conference.id)),
      fetchInto(client, conferenceCompaniesQueryOptions(slug)),
    ]);
  },
  companies: (client) => fetchPagesInto(client, companiesQueryOptions()),
  company: async (client, { params }) => {
    const slug = params.slug ?? '';
    const company = await fetchSubject(client, companyQueryOptions(slug));
    if (company === false) return false;
    if (!company) return;
    // Similar companies are links to other profiles, there for readers without JavaScript and crawlers. The ICP fit list
    // (scored per request, filtered by the visitor) and the feedback tabs (moderation shows at once) load in the browser.
    await fetchInto(client, similarCompaniesQueryOptions(slug));
  },
};

/** The server's route loader: resolves once the page's data is in the cache the render reads from. */
export function pageLoader(client: QueryClient, routeId: string) {
  const prefetch = PAGE_DATA[routeId];
  return async (args: LoaderFunctionArgs) => {
    const found = prefetch ? await prefetch(client, args) : true;
    return { notFound: found === false };
  };
}
