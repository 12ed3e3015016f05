// DTO classes carry decorator metadata; load the polyfill before any of them is defined.
import 'reflect-metadata';

export * from './errors';
export * from './field-rules';
export * from './field-checks';
export * from './ids';
export * from './env';
export * from './validation-errors';
export * from './subjects';
export * from './paging';
export * from './catalog';
export * from './countries';
export * from './discovery-vocab';
export * from './social';
export * from './discovery';
export * from './link-preview';
export * from './community';
export * from './companies';
export * from './media';
export * from './icp';
export * from './icp-messages';
export { isValidatedAsSent } from './check';
export * from './sitemap';
export * from './places';
export * from './listing-query';
export * from './ranking-query';
export * from './companies-query';
export * from './canonical-page-url';
