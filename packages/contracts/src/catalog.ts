import { subject } from './subjects';

/** Message patterns the catalog service answers. */
export const CATALOG_PATTERNS = {
  ping: subject('catalog.ping'),
} as const;
