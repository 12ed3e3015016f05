import { AttendanceMode } from './icp';
import { EventStatus } from './discovery-vocab';

/**
 * What add-by-link read from a pasted page, before anything is saved (admin preview and the public
 * Submit page's "Paste the conference's website"). Decorator-free, so the web app imports it too.
 */

/** Where a value was read: a schema.org Event, the head's meta tags, the visible text, or the address the page came from. */
export type LinkPreviewSource = 'structured data' | 'meta tags' | 'page text' | 'page address';

export const LINK_PREVIEW_FIELDS = [
  'title', 'startDate', 'endDate', 'location', 'venue', 'url', 'imageUrl', 'description',
  'cfpUrl', 'cfpEndDate', 'attendanceMode', 'eventStatus', 'country', 'city',
] as const;
export type LinkPreviewField = (typeof LINK_PREVIEW_FIELDS)[number];

/**
 * How far a value can be trusted as read: 'high' where pages state it plainly (structured data, the
 * page's own meta tags, a labelled or repeated statement) and nothing on the page disagrees; 'check'
 * where a person should look before saving (read from prose, beside a deadline or ticket word, in a
 * footer, from another page of the site, or the page disagrees with itself).
 */
export type LinkPreviewConfidence = 'high' | 'check';
export const LINK_PREVIEW_CONFIDENCES: readonly LinkPreviewConfidence[] = ['high', 'check'];

export interface LinkPreviewNote {
  source?: LinkPreviewSource;
  /** The page the value was read from: the pasted one, or the one venue/about page followed from it. */
  page?: string;
  /** Set on every field that has a value. */
  confidence?: LinkPreviewConfidence;
  /** Why the value is what it is, or why it is empty. */
  reason?: string;
}

export interface LinkPreviewFields {
  title: string | null;
  /** YYYY-MM-DD */
  startDate: string | null;
  endDate: string | null;
  location: string | null;
  venue: string | null;
  url: string | null;
  imageUrl: string | null;
  description: string | null;
  cfpUrl: string | null;
  cfpEndDate: string | null;
  attendanceMode: AttendanceMode | null;
  eventStatus: EventStatus | null;
  /** ISO 3166-1 alpha-2 */
  country: string | null;
  city: string | null;
}

export interface LinkPreview {
  /** The address the page was finally read from, after redirects. */
  page: string;
  fields: LinkPreviewFields;
  notes: Partial<Record<LinkPreviewField, LinkPreviewNote>>;
}

/** `{ url }` of the public preview: at most this many per client address per window (gateway, not catalog). */
export const LINK_PREVIEW_LIMIT = { name: 'link-preview', limit: 10, windowMs: 60_000 } as const;
