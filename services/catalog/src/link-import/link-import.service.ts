import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_LIMITS, Conference, ErrorCode, CreateConferenceInput, DISCOVERY_LIMITS, LinkPreview, LinkPreviewFields } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { ConferencesService } from '../conferences/conferences.service';
import { LINK_IMPORT_CONFIG, LinkImportConfig } from './link-import.config';
import { readConferenceLink } from './read-link';
import { FetchRefused } from './safe-fetch';

export const NO_DETAILS_MESSAGE = 'No conference details found on that page';

function clip(value: string | null, max: number): string | null {
  return value === null ? null : value.slice(0, max).trim() || null;
}

const fits = (url: string | null) => (url && url.length <= CATALOG_LIMITS.url ? url : null);

/** What the catalog stores from a preview; `pageUrl` stands in when the page names no URL of its own. */
export function toConferenceInput(fields: LinkPreviewFields & { title: string }, pageUrl: string): CreateConferenceInput {
  return {
    title: clip(fields.title, CATALOG_LIMITS.title)!,
    url: fits(fields.url) ?? pageUrl,
    startDate: fields.startDate,
    endDate: fields.endDate,
    location: clip(fields.location, CATALOG_LIMITS.location),
    venue: clip(fields.venue, CATALOG_LIMITS.venue),
    imageUrl: fits(fields.imageUrl),
    type: 'General',
    online: fields.location === 'Online' || fields.attendanceMode === 'online',
    cfpUrl: fits(fields.cfpUrl),
    cfpEndDate: fields.cfpEndDate,
    country: fields.country,
    city: clip(fields.city, DISCOVERY_LIMITS.city),
    ...(fields.attendanceMode ? { attendanceMode: fields.attendanceMode } : {}),
    ...(fields.eventStatus ? { eventStatus: fields.eventStatus } : {}),
  };
}

/** Add a conference from a pasted link: fetch the page safely, read it, and only on request save it. */
@Injectable()
export class LinkImportService {
  constructor(
    private readonly conferences: ConferencesService,
    @Inject(LINK_IMPORT_CONFIG) private readonly config: LinkImportConfig,
  ) {}

  /** What the page (and, when it lacks facts, its venue or about page) says, field by field with its source; nothing is saved. */
  async preview(link: string): Promise<LinkPreview> {
    let read;
    try {
      read = await readConferenceLink(link.trim(), this.config);
    } catch (err) {
      if (err instanceof FetchRefused) throw ServiceError.unprocessable(`Could not fetch the page: ${err.message}`);
      throw err;
    }
    const { notes, ...fields } = read.parsed;
    if (!fields.title) throw ServiceError.unprocessable(NO_DETAILS_MESSAGE);
    return { page: read.page, fields, notes };
  }

  async addByLink(link: string): Promise<Conference> {
    const { page, fields } = await this.preview(link);
    try {
      return await this.conferences.create(toConferenceInput({ ...fields, title: fields.title! }, page), 'admin');
    } catch (err) {
      // What the page says broke a rule: the admin sent a good link to an unusable page, not a bad request.
      if (err instanceof ServiceError && err.payload.code === ErrorCode.Validation) throw ServiceError.unprocessable(err.payload.message);
      throw err;
    }
  }
}
