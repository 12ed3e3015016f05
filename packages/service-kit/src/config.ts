import { ObservabilityConfig, parseIntEnv, readObservability } from '@confdir/contracts';

/**
 * What every service needs to run. Each service extends it with its own sections in its `config.ts`
 * (read once at boot; a bad value stops the process with a clear line); nothing else reads the environment.
 */
export interface ServiceConfig extends ObservabilityConfig {
  databaseUrl: string;
  natsUrl: string;
  /** Connections per replica. */
  dbPoolSize: number;
  /** A query that runs longer fails instead of holding a request until the gateway gives up. */
  dbStatementTimeoutMs: number;
}

export function readServiceConfig(service: string, env: NodeJS.ProcessEnv = process.env): ServiceConfig {
  const databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) throw new Error(`${service}: DATABASE_URL is required (the connection string of this service's own database role)`);
  try {
    const u = new URL(databaseUrl);
    if (!/^postgres(ql)?:$/.test(u.protocol)) throw new Error('not postgres');
  } catch {
    throw new Error(`${service}: DATABASE_URL is not a postgres:// URL`);
  }
  return {
    databaseUrl,
    natsUrl: env.NATS_URL || 'nats://127.0.0.1:4222',
    dbPoolSize: parseIntEnv(env, service, 'DB_POOL_SIZE', 10),
    dbStatementTimeoutMs: parseIntEnv(env, service, 'DB_STATEMENT_TIMEOUT_MS', 4000),
    ...readObservability(env, service),
  };
}
