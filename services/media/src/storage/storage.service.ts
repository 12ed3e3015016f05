import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { Client } from 'minio';
import { ComponentState } from '@confdir/contracts';
import { StorageConfig } from './storage.config';

export const STORAGE_CONFIG = Symbol('STORAGE_CONFIG');

/** The one place that speaks S3. Two clients: one for the store itself, one that signs URLs for browsers. */
@Injectable()
export class StorageService implements OnModuleInit {
  private readonly logger = new Logger(StorageService.name);
  readonly client: Client;
  readonly publicClient: Client;

  constructor(@Inject(STORAGE_CONFIG) readonly config: StorageConfig) {
    const common = { accessKey: config.accessKey, secretKey: config.secretKey, region: config.region, pathStyle: true };
    this.client = new Client({ ...common, endPoint: config.endPoint, port: config.port, useSSL: config.useSSL });
    const pub = config.publicUrl;
    const pubSSL = pub.protocol === 'https:';
    this.publicClient = new Client({ ...common, endPoint: pub.hostname, port: Number(pub.port || (pubSSL ? 443 : 80)), useSSL: pubSSL });
  }

  async onModuleInit(): Promise<void> {
    try {
      if (!(await this.client.bucketExists(this.config.bucket))) await this.client.makeBucket(this.config.bucket, this.config.region);
    } catch (err) {
      // The store may come up after us; health reports it and uploads fail with 503 until then.
      this.logger.warn(`Object storage not ready: ${err instanceof Error ? err.message : String(err)}`);
    }
  }

  async state(timeoutMs = 800): Promise<ComponentState> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ComponentState>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
    const probe = this.client.bucketExists(this.config.bucket).then(
      (exists): ComponentState => (exists ? 'up' : 'down'),
      (): ComponentState => 'down',
    );
    try {
      return await Promise.race([probe, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }
}
