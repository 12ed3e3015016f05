export * from './service-error';
export * from './rpc-exception.filter';
export * from './rpc-validation.pipe';
export * from './config';
export * from './database';
export * from './health';
export * from './bounded-nats.server';
export * from './bootstrap';
