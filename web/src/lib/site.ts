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

/** An absolute URL on this site, from its public base URL. */
export const siteUrl = (path: string) => new URL(path, siteBaseUrl()).href;
