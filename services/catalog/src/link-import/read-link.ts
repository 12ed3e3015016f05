import { isPublicAddress } from './address-policy';
import { pickInfoLink } from './info-links';
import { LinkImportConfig } from './link-import.config';
import { ParsedConference, readConferencePage } from './page-parser';
import { AddressCheck, fetchPage, FetchRefused } from './safe-fetch';
import { lacksFacts, withSecondPage } from './second-page';

/** Below this much of the time limit left, the second page is not tried: it could not finish. */
const LEAST_FOR_SECOND_PAGE_MS = 500;

export interface ReadLink {
  /** The address the pasted page was finally read from, after redirects. */
  page: string;
  parsed: ParsedConference;
}

/**
 * Fetches and reads a pasted link; when the page lacks its dates, place or venue, also the one page of
 * the same site its links name as the venue, access, about or info page. Both fetches share the
 * configured time limit (the second gets what the first left) and each keeps the size, redirect and
 * address rules. The pasted page failing is
 * the caller's error (FetchRefused); the second failing only leaves the facts empty, with the reason.
 */
export async function readConferenceLink(link: string, config: LinkImportConfig, isAllowed: AddressCheck = isPublicAddress): Promise<ReadLink> {
  const started = Date.now();
  const home = await fetchPage(link, config, isAllowed);
  // The limit is on fetching: reading a page is the reader's own time.
  const left = config.timeoutMs - (Date.now() - started);
  const reading = readConferencePage(home.html, home.url);
  const next = lacksFacts(reading.parsed) ? pickInfoLink(reading.infoLinks, home.url, reading.edition) : null;
  if (!next || left < LEAST_FOR_SECOND_PAGE_MS) return { page: home.url, parsed: reading.parsed };
  try {
    const second = await fetchPage(next, config, isAllowed, left);
    // A link that redirects off the site (a map, a ticket shop) is not the site's page.
    if (new URL(second.url).hostname.replace(/^www\./, '') !== new URL(home.url).hostname.replace(/^www\./, '')) return { page: home.url, parsed: reading.parsed };
    const more = readConferencePage(second.html, second.url, { edition: reading.edition }).parsed;
    return { page: home.url, parsed: withSecondPage(reading.parsed, more, second.url, reading.edition) };
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    return { page: home.url, parsed: unreadSecondPage(reading.parsed, next, err.message) };
  }
}

/** The facts still missing say why the page that might have them gave nothing. */
function unreadSecondPage(parsed: ParsedConference, url: string, why: string): ParsedConference {
  const notes = { ...parsed.notes };
  for (const field of ['startDate', 'endDate', 'location', 'venue'] as const) {
    if (parsed[field] === null && !notes[field]?.reason) notes[field] = { ...notes[field], reason: `${url} could not be read: ${why}` };
  }
  return { ...parsed, notes };
}
