/**
 * Media wire shapes and upload rules without decorators or Node APIs: the gateway, the service and
 * the web app (through `@confdir/contracts/web`) share these definitions.
 */

/** Content types a browser may declare for an upload (SPEC §5). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Keys are random UUIDs; the path is what a company stores as its logo or photo. */
export const OBJECT_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const OBJECT_PATH_PATTERN = /^\/api\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const OBJECT_PATH_PREFIX = '/api/objects/';

export function objectKeyOf(objectPath: string): string | null {
  return OBJECT_PATH_PATTERN.test(objectPath) ? objectPath.slice(OBJECT_PATH_PREFIX.length) : null;
}

export interface UploadParameters {
  objectPath: string;
  uploadURL: string;
}

export interface VerifiedObject {
  objectPath: string;
  /** Sniffed from the bytes, never the declared type. */
  contentType: string;
  size: number;
}

export interface ObjectLocation {
  /** A short-lived presigned GET on the store's internal endpoint, for the gateway only. */
  url: string;
  contentType: string;
  size: number;
}
