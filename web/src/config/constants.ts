/** Business constants of SPEC §9, in one place. */
export const CONFERENCE_TYPES = ['General', 'Tech', 'AI', 'SaaS', 'DevOps', 'Fintech', 'Security', 'Bio/Health'] as const;
export type ConferenceType = (typeof CONFERENCE_TYPES)[number];

export const SORTS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'recent', label: 'Recently Added' },
] as const;

export const FEATURED_COMPANY_SLUG = 'crustdata';
export const SKELETON_CARDS = 6;
export const GALLERY_MAX = 12;
export const PIPELINE_MAX = 10;
export const CONFERENCE_SELECTOR_LIMIT = 200;
export const EVENT_PHOTO_MAX_FILES = 10;
export const EVENT_PHOTO_MAX_BYTES = 52428800;
export const LOGO_MAX_BYTES = 5242880;
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
