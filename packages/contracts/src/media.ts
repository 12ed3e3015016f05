import { subject } from './subjects';

/** Message patterns the media service answers. */
export const MEDIA_PATTERNS = {
  ping: subject('media.ping'),
} as const;
