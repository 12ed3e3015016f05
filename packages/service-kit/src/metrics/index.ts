export * from './metrics';
export * from './metrics-server';
export * from './database-metrics';
