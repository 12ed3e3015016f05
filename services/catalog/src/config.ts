import { parseBoolEnv } from '@confdir/contracts';
import { readServiceConfig, ServiceConfig } from '@confdir/service-kit';
import { LinkImportConfig, readLinkImportConfig } from './link-import/link-import.config';
import { readVoteLimits, VoteLimits } from './ranking/vote-limits';
import { readSyncConfig, SyncConfig } from './sync/sync.config';

/** Every setting of the catalog service, read once at boot (keys and defaults in .env.example). */
export interface CatalogConfig extends ServiceConfig {
  voteLimits: VoteLimits;
  linkImport: LinkImportConfig;
  /** Insert the demo conferences on the first start with an empty catalog. */
  seedDemo: boolean;
  sync: SyncConfig;
}

export function readCatalogConfig(env: NodeJS.ProcessEnv = process.env): CatalogConfig {
  return {
    ...readServiceConfig('catalog', env),
    voteLimits: readVoteLimits(env),
    linkImport: readLinkImportConfig(env),
    seedDemo: parseBoolEnv(env, 'catalog', 'SEED_DEMO', true),
    sync: readSyncConfig(env),
  };
}
