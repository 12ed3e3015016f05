import { readServiceConfig } from './config';

describe('readServiceConfig', () => {
  it('fails fast, naming the service, without a postgres DATABASE_URL', () => {
    expect(() => readServiceConfig('catalog', {})).toThrow('catalog: DATABASE_URL is required');
    expect(() => readServiceConfig('catalog', { DATABASE_URL: 'mysql://x@y/z' })).toThrow('catalog: DATABASE_URL is not a postgres:// URL');
  });
  it('defaults NATS to localhost', () => {
    expect(readServiceConfig('media', { DATABASE_URL: 'postgres://u@h/d' }).natsUrl).toBe('nats://127.0.0.1:4222');
  });
  it('reads the log level of the service and stops on an unknown one', () => {
    expect(readServiceConfig('media', { DATABASE_URL: 'postgres://u@h/d' }).logLevel).toBe('info');
    expect(readServiceConfig('media', { DATABASE_URL: 'postgres://u@h/d', LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => readServiceConfig('media', { DATABASE_URL: 'postgres://u@h/d', LOG_LEVEL: 'loud' })).toThrow('media: LOG_LEVEL must be one of');
  });
});
