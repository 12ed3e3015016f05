// DTO classes carry decorator metadata; load the polyfill before any of them is defined.
import 'reflect-metadata';

export * from './errors';
export * from './subjects';
export * from './catalog';
export * from './community';
export * from './companies';
export * from './media';
export * from './icp';
export * from './icp-messages';
