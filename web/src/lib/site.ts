/**
 * The public address of the site (PUBLIC_BASE_URL on the gateway), for absolute links in
 * structured data and head tags. The server sets it before rendering and hands it to the browser
 * with the page, so both render the same markup; a page rendered only in the browser uses its own origin.
 */
let baseUrl: string | undefined;

export function setSiteBaseUrl(url: string): void {
  baseUrl = url;
}

export function siteBaseUrl(): string {
  return baseUrl ?? window.location.origin;
}

/** The public page of a conference and of a company. */
export const conferencePath = (slug: string) => `/conference/${encodeURIComponent(slug)}`;
export const companyPath = (slug: string) => `/companies/${encodeURIComponent(slug)}`;

/** The landing pages of a topic, a country (lower-case ISO code) and a city (its slug), written as the gateway's canonical URLs keep them. */
export const topicPath = (topic: string) => `/topics/${encodeURIComponent(topic)}`;
export const countryPath = (code: string) => `/countries/${encodeURIComponent(code.toLowerCase())}`;
export const cityPath = (code: string, slug: string) => `${countryPath(code)}/${encodeURIComponent(slug)}`;
/** The calendar's page of a month: /calendar/2026/03. */
export const calendarPath = (year: number, month: number) => `/calendar/${year}/${String(month).padStart(2, '0')}`;

/** An absolute URL on this site, from its public base URL. */
export const siteUrl = (path: string) => new URL(path, siteBaseUrl()).href;
