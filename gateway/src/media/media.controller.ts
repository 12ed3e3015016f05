import { Body, Controller, Get, HttpCode, Logger, NotFoundException, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CreateUploadRequest, MEDIA_PATTERNS, OBJECT_KEY_PATTERN, ObjectLocation, UploadParameters } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { WriteLimit } from '../throttling/write-limit.guard';

const OBJECT_NOT_FOUND = 'Object not found';

/** Upload parameters and object serving. */
@Controller('objects')
export class MediaController {
  private readonly logger = new Logger(MediaController.name);

  constructor(private readonly client: ServiceClient) {}

  @Post('upload')
  @HttpCode(200)
  @WriteLimit('uploads')
  createUpload(@Body() body: CreateUploadRequest): Promise<UploadParameters> {
    return this.client.send<UploadParameters>(MEDIA_PATTERNS.createUpload, body);
  }

  /**
   * Streams the bytes through the gateway with the type media sniffed, so the browser never
   * guesses and never sees the store's own headers.
   */
  @Get(':key')
  async serve(@Param('key') key: string, @Res() res: Response): Promise<void> {
    if (!OBJECT_KEY_PATTERN.test(key)) throw new NotFoundException(OBJECT_NOT_FOUND);
    const location = await this.client.send<ObjectLocation>(MEDIA_PATTERNS.getObject, { key });
    const upstream = await fetch(location.url).catch(() => null);
    if (!upstream?.ok || !upstream.body) throw new NotFoundException(OBJECT_NOT_FOUND);
    res.status(200).set({
      'Content-Type': location.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Disposition': 'inline',
    });
    const length = upstream.headers.get('content-length');
    if (length) res.set('Content-Length', length);
    try {
      await pipeline(Readable.fromWeb(upstream.body as Parameters<typeof Readable.fromWeb>[0]), res);
    } catch (err) {
      // Headers are gone by now; the client sees a cut-off body, which is all that can be said.
      this.logger.warn(`Streaming object ${key} failed: ${err instanceof Error ? err.message : String(err)}`);
      res.destroy();
    }
  }
}
