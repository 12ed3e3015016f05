import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min } from 'class-validator';
import { subject } from './subjects';
import { OBJECT_PATH_PATTERN, UPLOAD_CONTENT_TYPES } from './media.types';

export * from './media.types';

/** Message patterns the media service answers. */
export const MEDIA_PATTERNS = {
  /** CreateUploadRequest → UploadParameters (presigned PUT). */
  createUpload: subject('media.uploads.create'),
  /** VerifyObjectRequest → VerifiedObject, or VALIDATION (and the object deleted). */
  verify: subject('media.objects.verify'),
  /** GetObjectRequest → ObjectLocation: where and how to serve an object; NOT_FOUND unless it is a real image. */
  getObject: subject('media.objects.get'),
} as const;

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

export class GetObjectRequest {
  @IsString()
  @MaxLength(100)
  key: string;
}
