import { readServiceConfig, ServiceConfig } from '@confdir/service-kit';
import { readStorageConfig, StorageConfig } from './storage/storage.config';

/** Every setting of the media service, read once at boot (keys and defaults in .env.example). */
export interface MediaConfig extends ServiceConfig {
  storage: StorageConfig;
}

export function readMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  return { ...readServiceConfig('media', env), storage: readStorageConfig(env) };
}
