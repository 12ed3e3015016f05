import type { FetchInfiniteQueryOptions, FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { readCalendarFilters, readLandingFilters, readMapFilters } from '@confdir/contracts/web';
import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { conferencesQueryOptions } from '@/features/browse/api/get-conferences';
import { readFilters } from '@/lib/listing-filters';
import { openCfpsQueryOptions } from '@/features/cfp/api/get-open-cfps';
import { readCfpQuery } from '@/features/cfp/lib/cfp-query';
import { companiesQueryOptions, fetchCompanyPages, readShownPages } from '@/features/companies/api/get-companies';
import { companyQueryOptions } from '@/features/companies/api/get-company';
import { similarCompaniesQueryOptions } from '@/features/companies/api/get-similar-companies';
import { NO_RECOMMENDATION_FILTERS, recommendationsQueryOptions } from '@/features/companies/api/get-recommendations';
import { featuredCompanyEventsQueryOptions } from '@/features/conference/api/company-events';
import { feedbackQueryOptions } from '@/features/conference/api/feedback';
import { conferenceQueryOptions } from '@/features/conference/api/get-conference';
import { conferenceCompaniesQueryOptions } from '@/features/conference/api/get-conference-companies';
import { fetchConferencePageInto } from '@/features/conference/api/get-conference-page';
import { calendarQueryOptions } from '@/features/places/api/get-calendar';
import { landingConferencesQueryOptions } from '@/features/places/api/get-landing-conferences';
import { mapQueryOptions } from '@/features/places/api/get-map';
import { cityQueryOptions, countryQueryOptions, topicQueryOptions, topicsQueryOptions } from '@/features/places/api/get-places';
import { calendarMonth, currentMonth } from '@/features/places/lib/calendar-month';
import { topQueryOptions } from '@/features/ranking/api/get-top';
import { apiQuarter, readSelection } from '@/features/ranking/lib/quarters';
import { readShown } from '@/features/ranking/lib/shown';
import { calendarPath, cityPath } from '@/lib/site';

/** Resolves to false when the page's subject (a conference, a company) does not exist, or to a redirect. */
type Prefetch = (client: QueryClient, args: LoaderFunctionArgs) => Promise<boolean | void | Response>;

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

/**
 * A listing asked for a page past its end (an old link after deletions, a typed URL) is sent to its last page, as
 * the browser's useListingPage does: a reading page runs no script until it is used.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- query keys of every shape
async function fetchListingInto<T extends { page: number; totalPages: number }>(client: QueryClient, options: FetchQueryOptions<T, Error, T, any>, request: Request): Promise<void | Response> {
  await fetchInto(client, options);
  const data = client.getQueryData<T>(options.queryKey);
  if (!data || data.totalPages < 1 || data.page <= data.totalPages) return;
  const url = new URL(request.url);
  // The URL was canonical (the gateway redirected any other spelling), and a canonical URL names no page 1.
  if (data.totalPages > 1) url.searchParams.set('page', String(data.totalPages));
  else url.searchParams.delete('page');
  return redirect(`${url.pathname}${url.search}`, 302);
}

const searchOf = (request: Request) => new URL(request.url).searchParams;
const queryOf = (request: Request) => new URL(request.url).search;

/** What each public page shows on first paint, by route id; per-visitor data (votes, admin) is not here. */
export const PAGE_DATA: Record<string, Prefetch> = {
  top: (client, { request }) => {
    const selection = readSelection(searchOf(request), new Date());
    return fetchInto(client, topQueryOptions(apiQuarter(selection), selection.type, readShown(searchOf(request))));
  },
  upcoming: (client, { request }) => fetchListingInto(client, conferencesQueryOptions(readFilters(searchOf(request))), request),
  cfp: (client, { request }) => {
    const { filters, page } = readCfpQuery(searchOf(request));
    return fetchInto(client, openCfpsQueryOptions(filters, page));
  },
  conference: async (client, { params }) => {
    const slug = params.slug ?? '';
    // The whole page in one read. When it fails (no such conference, a part's service down, a refused slug) the parts
    // are read one by one below, so each failure is that part's own state: "Conference not found", a section's error.
    if (await fetchConferencePageInto(client, slug).then(() => true, () => false)) return;
    // "Who else is going" needs only the slug: it loads alongside the conference, not after it.
    const companies = fetchInto(client, conferenceCompaniesQueryOptions(slug));
    const conference = await fetchSubject(client, conferenceQueryOptions(slug));
    if (conference === false) return false;
    if (conference) {
      // The first page of reviews and interests (each bounded by PAGE_SIZES) holds the summaries' aggregates.
      await Promise.all([
        fetchInto(client, featuredCompanyEventsQueryOptions(conference.id)),
        fetchPagesInto(client, feedbackQueryOptions('/api/reviews', conference.id)),
        fetchPagesInto(client, feedbackQueryOptions('/api/interests', conference.id)),
      ]);
    }
    await companies;
  },
  companies: async (client, { request }) => {
    const options = companiesQueryOptions();
    try {
      client.setQueryData(options.queryKey, await fetchCompanyPages(readShownPages(searchOf(request))));
    } catch {
      await fetchPagesInto(client, options);
    }
  },
  company: async (client, { params }) => {
    const slug = params.slug ?? '';
    // The profile, its similar companies and the unfiltered first page of fitting conferences load at once;
    // other pages and filters of that list are the visitor's choice and load in the browser.
    const related = Promise.all([fetchInto(client, similarCompaniesQueryOptions(slug)), fetchInto(client, recommendationsQueryOptions(slug, NO_RECOMMENDATION_FILTERS))]);
    const company = await fetchSubject(client, companyQueryOptions(slug));
    await related;
    if (company === false) return false;
  },
  topic: async (client, { params, request }) => {
    const topic = await fetchSubject(client, topicQueryOptions(params.topic ?? ''));
    if (topic === false) return false;
    // The listing's scope is the topic the API knows: an unknown one would only be a refused query.
    const [, listed] = await Promise.all([fetchInto(client, topicsQueryOptions()), topic && fetchListingInto(client, landingConferencesQueryOptions({ topic: topic.topic }, readLandingFilters(searchOf(request), 'topic')), request)]);
    return listed;
  },
  country: async (client, { params, request }) => {
    const country = await fetchSubject(client, countryQueryOptions(params.cc ?? ''));
    if (country === false) return false;
    if (country) return fetchListingInto(client, landingConferencesQueryOptions({ country: country.code }, readLandingFilters(searchOf(request), 'country')), request);
  },
  city: async (client, { params, request }) => {
    const param = params.city ?? '';
    const city = await fetchSubject(client, cityQueryOptions(params.cc ?? '', param));
    if (city === false) return false;
    if (!city) return;
    // Any other spelling of the city (Zürich, Цюрих, BERLIN) is this page under its slug.
    if (city.slug !== param) return redirect(`${cityPath(city.country.code, city.slug)}${queryOf(request)}`, 301);
    return fetchListingInto(client, landingConferencesQueryOptions({ country: city.country.code, city: city.slug }, readLandingFilters(searchOf(request), 'country')), request);
  },
  map: (client, { request }) => fetchInto(client, mapQueryOptions(readMapFilters(searchOf(request)))),
  calendar: async (client, { params, request }) => {
    const month = calendarMonth(params.yyyy ?? '', params.mm ?? '');
    if (!month) return false;
    await fetchInto(client, calendarQueryOptions(month, readCalendarFilters(searchOf(request))));
  },
  // The month changes, so the redirect is a temporary one.
  'calendar-now': async (_client, { request }) => {
    const { year, month } = currentMonth(new Date());
    return redirect(`${calendarPath(year, month)}${queryOf(request)}`, 302);
  },
};

/**
 * The server's route loader: resolves once the page's data is in the cache the render reads from, the render's
 * QueryClient, which the static handler passes as the request's context (one handler serves every render).
 */
export function pageLoader(routeId: string) {
  const prefetch = PAGE_DATA[routeId];
  return async (args: LoaderFunctionArgs) => {
    const found = prefetch ? await prefetch(args.context as QueryClient, args) : true;
    if (found instanceof Response) return found;
    return { notFound: found === false };
  };
}
