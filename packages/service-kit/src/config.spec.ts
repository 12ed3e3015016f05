import { positiveIntEnv, readServiceConfig } from './config';

describe('readServiceConfig', () => {
  it('fails fast, naming the service, without a postgres DATABASE_URL', () => {
    expect(() => readServiceConfig('catalog', {})).toThrow('catalog: DATABASE_URL is required');
    expect(() => readServiceConfig('catalog', { DATABASE_URL: 'mysql://x@y/z' })).toThrow('catalog: DATABASE_URL is not a postgres:// URL');
  });
  it('defaults NATS to localhost', () => {
    expect(readServiceConfig('media', { DATABASE_URL: 'postgres://u@h/d' }).natsUrl).toBe('nats://127.0.0.1:4222');
  });
});

describe('positiveIntEnv', () => {
  it('takes the fallback when unset and refuses anything but a positive integer', () => {
    expect(positiveIntEnv({}, 'catalog', 'X', 7)).toBe(7);
    expect(positiveIntEnv({ X: '12' }, 'catalog', 'X', 7)).toBe(12);
    expect(() => positiveIntEnv({ X: '1.5' }, 'catalog', 'X', 7)).toThrow('catalog: X must be a positive integer, got "1.5"');
    expect(() => positiveIntEnv({ X: '0' }, 'catalog', 'X', 7)).toThrow(/positive integer/);
  });
});
