export * from './errors';
export * from './subjects';
export * from './catalog';
export * from './community';
export * from './companies';
export * from './media';
