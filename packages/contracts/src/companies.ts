import { subject } from './subjects';

/** Message patterns the companies service answers. */
export const COMPANIES_PATTERNS = {
  ping: subject('companies.ping'),
} as const;
