/**
 * The whole product in one test process, on real parts: a fresh PostgreSQL database with the
 * production roles and schemas, the real NATS server, an embedded S3 store, the four services
 * and the gateway. Tests talk to it over HTTP with supertest.
 */
import { INestMicroservice } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rmSync } from 'node:fs';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ServiceName } from '@confdir/contracts';
import { createService } from '@confdir/service-kit';
import { createGateway } from '../gateway/src/app.factory';
import { readGatewayConfig, GatewayConfig } from '../gateway/src/config/gateway-config';
import { AppModule as CatalogModule } from '../services/catalog/src/app.module';
import { AppModule as CommunityModule } from '../services/community/src/app.module';
import { AppModule as CompaniesModule } from '../services/companies/src/app.module';
import { AppModule as MediaModule } from '../services/media/src/app.module';
import { readCatalogConfig } from '../services/catalog/src/config';
import { readCommunityConfig } from '../services/community/src/config';
import { readCompaniesConfig } from '../services/companies/src/config';
import { readMediaConfig } from '../services/media/src/config';
import { dropTestDatabase, provision } from '../scripts/lib/provision';
import { startEmbeddedObjectStore } from '../scripts/lib/object-store';

/** Each service's typed config from this stack's environment, and its module built from it. */
const SERVICES = {
  catalog: (env: NodeJS.ProcessEnv) => CatalogModule.register(readCatalogConfig(env)),
  community: (env: NodeJS.ProcessEnv) => CommunityModule.register(readCommunityConfig(env)),
  companies: (env: NodeJS.ProcessEnv) => CompaniesModule.register(readCompaniesConfig(env)),
  media: (env: NodeJS.ProcessEnv) => MediaModule.register(readMediaConfig(env)),
};
export const ALL_SERVICES: ServiceName[] = ['catalog', 'community', 'companies', 'media'];

export const ADMIN_KEY = 'test-admin-key-0123456789';
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface StackOptions {
  /** Services to start; all by default. */
  services?: ServiceName[];
  /** Extra env for services and gateway (e.g. rate limits). */
  env?: Record<string, string>;
  /** Extra env for the gateway only (e.g. a NATS_URL through a proxy the test can cut). */
  gatewayEnv?: Record<string, string>;
}

export interface Stack {
  http: () => TestAgent;
  gateway: NestExpressApplication;
  gatewayConfig: GatewayConfig;
  adminKey: string;
  /** Superuser URL of this stack's own database, for assertions straight on the tables. */
  adminDatabaseUrl: string;
  serviceDatabaseUrls: Record<ServiceName, string>;
  s3: { endpoint: string; accessKey: string; secretKey: string; bucket: string };
  /** Starts a service; `databaseUrl` replaces its own (e.g. through a proxy the test can cut). */
  startService: (name: ServiceName, databaseUrl?: string) => Promise<void>;
  stopService: (name: ServiceName) => Promise<void>;
  close: () => Promise<void>;
}

export async function startStack(opts: StackOptions = {}): Promise<Stack> {
  const dbName = `confdir_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const base = new URL(BASE_URL);
  base.pathname = `/${dbName}`;
  const adminDatabaseUrl = base.toString();
  const serviceDatabaseUrls = await provision(adminDatabaseUrl, process.env);

  const s3Dir = join(tmpdir(), `confdir-s3-${dbName}`);
  const bucket = 'confdir-test';
  const store = await startEmbeddedObjectStore({ directory: s3Dir, bucket });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NATS_URL: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
    S3_ENDPOINT: store.endpoint,
    S3_PUBLIC_URL: store.endpoint,
    S3_ACCESS_KEY: store.accessKey,
    S3_SECRET_KEY: store.secretKey,
    S3_BUCKET: bucket,
    SEED_DEMO: 'false',
    // No scheduled sync from the internet in tests; the sync tests run it themselves.
    SYNC_INTERVAL_MINUTES: '0',
    // Tests drive many writes from one address; the abuse-limit tests turn the limits back on.
    RATE_LIMITS: 'off',
    ...opts.env,
  };

  const services = new Map<ServiceName, INestMicroservice>();
  const startService = async (name: ServiceName, databaseUrl = serviceDatabaseUrls[name]): Promise<void> => {
    const serviceEnv = { ...env, DATABASE_URL: databaseUrl };
    services.set(name, await createService(name, SERVICES[name](serviceEnv), { natsUrl: env.NATS_URL as string }, false));
  };
  const stopService = async (name: ServiceName): Promise<void> => {
    await services.get(name)?.close();
    services.delete(name);
  };
  await Promise.all((opts.services ?? ALL_SERVICES).map((name) => startService(name)));

  const gatewayConfig = readGatewayConfig({ ...env, ...opts.gatewayEnv, ADMIN_KEY: ADMIN_KEY, WEB_DIST: join(__dirname, '..', 'web', 'dist') });
  const gateway = await createGateway(gatewayConfig, { logs: false });
  await gateway.init();

  return {
    http: () => request(gateway.getHttpServer()),
    gateway,
    gatewayConfig,
    adminKey: ADMIN_KEY,
    adminDatabaseUrl,
    serviceDatabaseUrls,
    s3: { endpoint: store.endpoint, accessKey: store.accessKey, secretKey: store.secretKey, bucket },
    startService,
    stopService,
    close: async () => {
      await gateway.close();
      await Promise.all([...services.keys()].map(stopService));
      await store.close();
      rmSync(s3Dir, { recursive: true, force: true });
      await dropTestDatabase(adminDatabaseUrl);
    },
  };
}
