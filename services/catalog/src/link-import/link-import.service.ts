import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_LIMITS, Conference, CreateConferenceInput } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { ConferencesService } from '../conferences/conferences.service';
import { LINK_IMPORT_CONFIG, LinkImportConfig } from './link-import.config';
import { ParsedConference, parseConferencePage } from './page-parser';
import { fetchPage, FetchRefused } from './safe-fetch';

export const NO_DETAILS_MESSAGE = 'No conference details found on that page';

function clip(value: string | null, max: number): string | null {
  return value === null ? null : value.slice(0, max).trim() || null;
}

/** What the catalog stores from a parsed page; `pageUrl` stands in when the page names no URL of its own. */
export function toConferenceInput(parsed: ParsedConference & { title: string }, pageUrl: string): CreateConferenceInput {
  const image = parsed.imageUrl && parsed.imageUrl.length <= CATALOG_LIMITS.url ? parsed.imageUrl : null;
  const url = parsed.url && parsed.url.length <= CATALOG_LIMITS.url ? parsed.url : pageUrl;
  return {
    title: clip(parsed.title, CATALOG_LIMITS.title)!,
    url,
    startDate: parsed.startDate,
    endDate: parsed.endDate,
    location: clip(parsed.location, CATALOG_LIMITS.location),
    venue: clip(parsed.venue, CATALOG_LIMITS.venue),
    imageUrl: image,
    type: 'General',
    online: parsed.location === 'Online',
  };
}

/** Add a conference from a pasted link: fetch the page safely, read it, create it as source `admin`. */
@Injectable()
export class LinkImportService {
  constructor(
    private readonly conferences: ConferencesService,
    @Inject(LINK_IMPORT_CONFIG) private readonly config: LinkImportConfig,
  ) {}

  async addByLink(link: string): Promise<Conference> {
    let page;
    try {
      page = await fetchPage(link.trim(), this.config);
    } catch (err) {
      if (err instanceof FetchRefused) throw ServiceError.validation(`Could not fetch the page: ${err.message}`);
      throw err;
    }
    const parsed = parseConferencePage(page.html, page.url);
    if (!parsed.title) throw ServiceError.validation(NO_DETAILS_MESSAGE);
    return this.conferences.create(toConferenceInput({ ...parsed, title: parsed.title }, page.url), 'admin');
  }
}
