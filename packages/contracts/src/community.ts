import { subject } from './subjects';

/** Message patterns the community service answers. */
export const COMMUNITY_PATTERNS = {
  ping: subject('community.ping'),
} as const;
