/** What every service needs to run. Read once at boot; a bad value stops the process with a clear line. */
export interface ServiceConfig {
  databaseUrl: string;
  natsUrl: string;
  /** Extra settings a service reads for itself (see each service's README section). */
  env: NodeJS.ProcessEnv;
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
  return { databaseUrl, natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222', env };
}

/** A positive integer setting; a malformed value stops the service at boot with a clear line. */
export function positiveIntEnv(env: NodeJS.ProcessEnv, service: string, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${service}: ${name} must be a positive integer, got "${raw}"`);
  return n;
}
