import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readGatewayConfig } from '../gateway/src/config/gateway-config';
import { readCatalogConfig } from '../services/catalog/src/config';
import { readCommunityConfig } from '../services/community/src/config';
import { readCompaniesConfig } from '../services/companies/src/config';
import { readMediaConfig } from '../services/media/src/config';

/** The keys one typed config reader looks at, recorded through a proxy over a minimal valid environment. */
function keysRead(reader: (env: NodeJS.ProcessEnv) => unknown): string[] {
  const seen = new Set<string>();
  const base: NodeJS.ProcessEnv = { DATABASE_URL: 'postgres://u@127.0.0.1/d', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
  const env = new Proxy(base, {
    get: (target, key) => {
      if (typeof key === 'string') seen.add(key);
      return target[key as string];
    },
  });
  reader(env);
  return [...seen];
}

const documented = new Set(
  readFileSync(join(__dirname, '..', '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^([A-Z][A-Z0-9_]*)=/.exec(line)?.[1])
    .filter((key): key is string => key !== undefined),
);

describe('.env.example', () => {
  it.each([
    ['gateway', readGatewayConfig],
    ['catalog', readCatalogConfig],
    ['community', readCommunityConfig],
    ['companies', readCompaniesConfig],
    ['media', readMediaConfig],
  ])('lists every setting the %s reads', (_name, reader) => {
    const missing = keysRead(reader as (env: NodeJS.ProcessEnv) => unknown).filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
  });
});
