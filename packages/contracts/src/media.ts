import { subject } from './subjects';

/** Message patterns the media service answers. */
export const MEDIA_PATTERNS = {
  /** `{ contentType, filename? }` → `{ objectPath, uploadURL }` (presigned PUT). */
  createUpload: subject('media.uploads.create'),
  /** `{ objectPath, maxBytes }` → verified object facts, or an error (and the object deleted). */
  verify: subject('media.objects.verify'),
  /** `{ key }` → where and how to serve an object. */
  getObject: subject('media.objects.get'),
} as const;
