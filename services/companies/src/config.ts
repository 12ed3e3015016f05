import { readFeaturedCompany } from '@confdir/contracts';
import { readServiceConfig, ServiceConfig } from '@confdir/service-kit';
import type { FeaturedCompanyConfig } from './companies/featured-company';

/** Every setting of the companies service, read once at boot (keys and defaults in .env.example). */
export interface CompaniesConfig extends ServiceConfig {
  featuredCompany: FeaturedCompanyConfig;
}

export function readCompaniesConfig(env: NodeJS.ProcessEnv = process.env): CompaniesConfig {
  return { ...readServiceConfig('companies', env), featuredCompany: readFeaturedCompany(env) };
}
