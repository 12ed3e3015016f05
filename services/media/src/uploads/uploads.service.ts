import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  CreateUploadRequest,
  ErrorCode,
  OBJECT_KEY_PATTERN,
  OBJECT_PATH_PREFIX,
  objectKeyOf,
  ObjectLocation,
  PHOTO_MAX_BYTES,
  UploadParameters,
  VerifiedObject,
  VerifyObjectRequest,
} from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { StorageService } from '../storage/storage.service';
import { SNIFF_BYTES, sniffImageType } from './image-sniffer';
import { Upload } from './upload.entity';

const UPLOAD_URL_SECONDS = 15 * 60;
/** The gateway fetches at once; a short life keeps a leaked URL useless. */
const SERVE_URL_SECONDS = 60;
const OBJECT_NOT_FOUND = 'Object not found';

type Inspection = { ok: true; contentType: string; size: number; etag: string } | { ok: false; reason: 'missing' | 'invalid' };

const megabytes = (bytes: number): string => String(Math.round((bytes / 1_048_576) * 10) / 10);

/**
 * A presigned PUT cannot bound size or content, and the embedded store checks no signatures,
 * so nothing in the store is trusted until its bytes have been looked at here.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    private readonly storage: StorageService,
  ) {}

  async createUpload({ contentType, filename }: CreateUploadRequest): Promise<UploadParameters> {
    const key = randomUUID();
    const uploadURL = await this.storage.publicClient.presignedPutObject(this.storage.config.bucket, key, UPLOAD_URL_SECONDS);
    await this.uploads.insert({ key, declaredContentType: contentType, filename: filename?.trim() || null });
    return { objectPath: `${OBJECT_PATH_PREFIX}${key}`, uploadURL };
  }

  async verify({ objectPath, maxBytes, label = 'Image' }: VerifyObjectRequest): Promise<VerifiedObject> {
    const rule = `${label} must be an image of at most ${megabytes(maxBytes)} MB (JPEG, PNG, WebP or GIF)`;
    const key = objectKeyOf(objectPath);
    const upload = key ? await this.uploads.findOneBy({ key }) : null;
    if (!key || !upload) throw ServiceError.validation(`${label} was not uploaded here; please upload it again`);
    if (upload.verifiedAt && upload.sizeBytes !== null && upload.contentType) {
      // Replaced since its verification (its upload URL stays valid): not the image its uses were checked against.
      if (!(await this.isUnchanged(key, upload))) {
        await this.reject(key);
        throw ServiceError.validation(rule);
      }
      // Already attached elsewhere: a limit it exceeds refuses this use but must not delete it.
      if (upload.sizeBytes > maxBytes) throw ServiceError.validation(rule);
      return { objectPath, contentType: upload.contentType, size: upload.sizeBytes };
    }
    const facts = await this.inspect(key, maxBytes);
    if (!facts.ok) {
      if (facts.reason === 'missing' && !upload.rejectedAt) throw ServiceError.validation(`${label} upload was not found; please upload it again`);
      throw ServiceError.validation(rule);
    }
    await this.record(key, facts);
    return { objectPath, contentType: facts.contentType, size: facts.size };
  }

  /**
   * Only verified images are served. An object not yet verified is verified now; if it fails it is
   * deleted and reported missing. One changed since its verification (another PUT to a still-valid
   * URL) is deleted: its uses were checked against the bytes seen then, a logo's 5 MB limit too.
   */
  async getObject(key: string): Promise<ObjectLocation> {
    if (!OBJECT_KEY_PATTERN.test(key)) throw ServiceError.notFound(OBJECT_NOT_FOUND);
    const upload = await this.uploads.findOneBy({ key });
    if (!upload) throw ServiceError.notFound(OBJECT_NOT_FOUND);
    const stat = await this.stat(key);
    if (!stat) throw ServiceError.notFound(OBJECT_NOT_FOUND);
    if (upload.verifiedAt && (upload.etag !== stat.etag || upload.sizeBytes !== stat.size)) {
      await this.reject(key);
      throw ServiceError.notFound(OBJECT_NOT_FOUND);
    }
    let contentType = upload.contentType;
    let size = upload.sizeBytes;
    if (!upload.verifiedAt) {
      const facts = await this.inspect(key, PHOTO_MAX_BYTES);
      if (!facts.ok) throw ServiceError.notFound(OBJECT_NOT_FOUND);
      await this.record(key, facts);
      contentType = facts.contentType;
      size = facts.size;
    }
    const url = await this.storage.client.presignedGetObject(this.storage.config.bucket, key, SERVE_URL_SECONDS);
    return { url, contentType: contentType as string, size: size as number };
  }

  /** Size and magic numbers; a present object that fails either is deleted. */
  private async inspect(key: string, maxBytes: number): Promise<Inspection> {
    const stat = await this.stat(key);
    if (!stat) return { ok: false, reason: 'missing' };
    const contentType = stat.size > 0 && stat.size <= maxBytes ? sniffImageType(await this.head(key, Math.min(stat.size, SNIFF_BYTES))) : null;
    if (!contentType) {
      await this.reject(key);
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, contentType, size: stat.size, etag: stat.etag };
  }

  private async reject(key: string): Promise<void> {
    await this.remove(key);
    await this.uploads.update({ key }, { rejectedAt: new Date(), verifiedAt: null });
  }

  private async isUnchanged(key: string, upload: Upload): Promise<boolean> {
    const stat = await this.stat(key);
    return stat !== null && stat.etag === upload.etag && stat.size === upload.sizeBytes;
  }

  private async record(key: string, facts: { contentType: string; size: number; etag: string }): Promise<void> {
    await this.uploads.update({ key }, { verifiedAt: new Date(), contentType: facts.contentType, sizeBytes: facts.size, etag: facts.etag, rejectedAt: null });
  }

  private async stat(key: string): Promise<{ size: number; etag: string } | null> {
    try {
      const stat = await this.storage.client.statObject(this.storage.config.bucket, key);
      return { size: stat.size, etag: stat.etag };
    } catch (err) {
      if (isMissing(err)) return null;
      throw this.unavailable(err);
    }
  }

  private async head(key: string, length: number): Promise<Buffer> {
    try {
      const stream = await this.storage.client.getPartialObject(this.storage.config.bucket, key, 0, length);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks).subarray(0, length);
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  private async remove(key: string): Promise<void> {
    try {
      await this.storage.client.removeObject(this.storage.config.bucket, key);
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  private unavailable(err: unknown): ServiceError {
    this.logger.warn(`Object storage error: ${err instanceof Error ? err.message : String(err)}`);
    return new ServiceError({ code: ErrorCode.ServiceUnavailable, message: 'Object storage unavailable' });
  }
}

function isMissing(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'NotFound' || code === 'NoSuchKey';
}
