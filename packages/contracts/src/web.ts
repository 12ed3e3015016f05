/**
 * `@confdir/contracts/web`: the part of the contracts a browser can load. Wire types, constants,
 * limits and pure rules only; nothing here may import class-validator, class-transformer,
 * reflect-metadata or Node APIs (subjects.ts reads the environment), so the web app imports it instead
 * of redeclaring the shapes the gateway answers with.
 */
export * from './errors';
export * from './field-rules';
export * from './field-checks';
export * from './ids';
export * from './paging.types';
export * from './catalog.types';
export * from './sync.types';
export * from './countries';
export * from './discovery-vocab';
export * from './social';
export * from './link-preview';
export * from './community.types';
export * from './companies.types';
export * from './media.types';
export * from './icp';
export * from './conference-page.types';
export * from './places.types';
export * from './listing-query';
export * from './ranking-query';
export * from './companies-query';
export * from './canonical-page-url';
