import { Injectable } from '@nestjs/common';
import { LOGO_MAX_BYTES, MEDIA_PATTERNS, PHOTO_MAX_BYTES, VerifiedObject } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';

/**
 * Checks uploads before a company or event may point at them: media looks at the stored bytes
 * and deletes what fails, so nothing but a real image within its limit is ever attached.
 */
@Injectable()
export class UploadVerifier {
  constructor(private readonly client: ServiceClient) {}

  async verifyLogo(objectPath: string | null | undefined): Promise<void> {
    if (!objectPath) return;
    await this.verify(objectPath, LOGO_MAX_BYTES, 'Logo');
  }

  /** Every photo is checked (and a failing one deleted) before the first failure is reported. */
  async verifyPhotos(objectPaths: string[] | null | undefined): Promise<void> {
    if (!objectPaths?.length) return;
    const results = await Promise.allSettled(objectPaths.map((path, i) => this.verify(path, PHOTO_MAX_BYTES, `Photo ${i + 1}`)));
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  }

  private verify(objectPath: string, maxBytes: number, label: string): Promise<VerifiedObject> {
    return this.client.send<VerifiedObject>(MEDIA_PATTERNS.verify, { objectPath, maxBytes, label });
  }
}
