import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { subject } from './subjects';

/** Message patterns the media service answers. */
export const MEDIA_PATTERNS = {
  /** CreateUploadRequest → UploadParameters (presigned PUT). */
  createUpload: subject('media.uploads.create'),
  /** VerifyObjectRequest → VerifiedObject, or VALIDATION (and the object deleted). */
  verify: subject('media.objects.verify'),
  /** GetObjectRequest → ObjectLocation: where and how to serve an object; NOT_FOUND unless it is a real image. */
  getObject: subject('media.objects.get'),
} as const;

/** Content types a browser may declare for an upload (SPEC §5). */
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Keys are random UUIDs; the path is what a company stores as its logo or photo. */
export const OBJECT_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const OBJECT_PATH_PATTERN = /^\/api\/objects\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const OBJECT_PATH_PREFIX = '/api/objects/';

export function objectKeyOf(objectPath: string): string | null {
  return OBJECT_PATH_PATTERN.test(objectPath) ? objectPath.slice(OBJECT_PATH_PREFIX.length) : null;
}

/** Body of POST /api/objects/upload. */
export class CreateUploadRequest {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsIn(UPLOAD_CONTENT_TYPES, { message: 'Only JPEG, PNG, WebP or GIF images can be uploaded' })
  contentType: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replaceAll('\u0000', '').trim() || null : value))
  @IsOptional()
  @IsString({ message: 'filename must be text' })
  @MaxLength(255, { message: 'filename must be at most 255 characters' })
  filename?: string | null;
}

export interface UploadParameters {
  objectPath: string;
  uploadURL: string;
}

export class VerifyObjectRequest {
  @IsString()
  @Matches(OBJECT_PATH_PATTERN, { message: 'Not an uploaded object path' })
  objectPath: string;

  @IsInt()
  @Min(1)
  maxBytes: number;

  /** Names the thing in messages: 'Logo' or 'Photo'. */
  @IsOptional()
  @IsString()
  @MaxLength(40)
  label?: string;
}

export interface VerifiedObject {
  objectPath: string;
  /** Sniffed from the bytes, never the declared type. */
  contentType: string;
  size: number;
}

export class GetObjectRequest {
  @IsString()
  @MaxLength(100)
  key: string;
}

export interface ObjectLocation {
  /** A short-lived presigned GET on the store's internal endpoint, for the gateway only. */
  url: string;
  contentType: string;
  size: number;
}
