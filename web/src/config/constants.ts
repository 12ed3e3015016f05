/** Business constants of SPEC §9, in one place; the ones the server enforces come from the contracts. */
import { DEFAULT_FEATURED_COMPANY, EVENT_MAX_PHOTOS, PHOTO_MAX_BYTES } from '@confdir/contracts/web';

export { CONFERENCE_TYPES, LOGO_MAX_BYTES, type ConferenceType } from '@confdir/contracts/web';

export const SORTS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'recent', label: 'Recently Added' },
] as const;

/** The server's default featured company; an install that changes FEATURED_COMPANY_SLUG rebuilds the web app with it. */
export const FEATURED_COMPANY_SLUG = DEFAULT_FEATURED_COMPANY.slug;
export const SKELETON_CARDS = 6;
export const GALLERY_MAX = 12;
export const PIPELINE_MAX = 10;
export const CONFERENCE_SELECTOR_LIMIT = 200;
export const EVENT_PHOTO_MAX_FILES = EVENT_MAX_PHOTOS;
export const EVENT_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;
export const TOAST_DURATION_MS = 5000;

export const STORAGE_KEYS = {
  voterId: 'voterId',
  votedConferences: 'votedConferences',
  adminKey: 'adminKey',
  reviewFormData: 'reviewFormData',
  companyTokens: 'companyTokens',
} as const;

export const FEEDBACK_EMAIL = 'hello@confdir.dev';
export const FEEDBACK_LINKEDIN = 'https://www.linkedin.com/messaging/compose/?recipient=confdir';
