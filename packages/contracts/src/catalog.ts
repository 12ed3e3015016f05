import { subject } from './subjects';

/**
 * Message patterns the catalog service answers. Other parts of the system depend on these
 * names; add new ones rather than renaming.
 */
export const CATALOG_PATTERNS = {
  list: subject('catalog.conferences.list'),
  getBySlug: subject('catalog.conferences.get-by-slug'),
  /** `{ ids: number[] }` → ConferenceSummary[] for the ids that exist, any status. One batch call. */
  getByIds: subject('catalog.conferences.get-by-ids'),
  submit: subject('catalog.conferences.submit'),
  top: subject('catalog.top'),
  vote: subject('catalog.vote'),
  adminList: subject('catalog.admin.conferences.list'),
  adminSetStatus: subject('catalog.admin.conferences.set-status'),
  /** `{ url }` → fetches the page, parses it and creates the conference with source `admin`. */
  addByLink: subject('catalog.admin.add-by-link'),
} as const;

/** What other services and the gateway's compositions need of a conference. */
export interface ConferenceSummary {
  id: number;
  slug: string;
  title: string;
  location: string | null;
  startDateUTC: string | null;
  endDateUTC: string | null;
  status: string;
}
