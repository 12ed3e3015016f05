import { readFeaturedCompany } from '@confdir/contracts';
import { readServiceConfig, ServiceConfig } from '@confdir/service-kit';

/** Every setting of the community service, read once at boot (keys and defaults in .env.example). */
export interface CommunityConfig extends ServiceConfig {
  /** Who an interest without a company name speaks for. */
  featuredCompanyName: string;
}

export function readCommunityConfig(env: NodeJS.ProcessEnv = process.env): CommunityConfig {
  return { ...readServiceConfig('community', env), featuredCompanyName: readFeaturedCompany(env).name };
}
