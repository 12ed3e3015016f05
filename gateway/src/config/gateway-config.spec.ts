import { readGatewayConfig } from './gateway-config';

describe('readGatewayConfig', () => {
  it('refuses to start in production without an admin key, or with a short one', () => {
    expect(() => readGatewayConfig({ NODE_ENV: 'production' })).toThrow(/ADMIN_KEY must be set/);
    expect(() => readGatewayConfig({ NODE_ENV: 'production', ADMIN_KEY: 'short' })).toThrow(/at least 16/);
    expect(readGatewayConfig({ NODE_ENV: 'production', ADMIN_KEY: 'a-long-enough-admin-key' }).adminKey).toBe('a-long-enough-admin-key');
  });

  it('generates a key for a local start and says so', () => {
    const a = readGatewayConfig({});
    const b = readGatewayConfig({});
    expect(a.adminKeyGenerated).toBe(true);
    expect(a.adminKey.length).toBeGreaterThanOrEqual(16);
    expect(a.adminKey).not.toBe(b.adminKey);
  });

  it('fails fast on a malformed number', () => {
    expect(() => readGatewayConfig({ PORT: 'eighty' })).toThrow('gateway: PORT must be a positive integer, got "eighty"');
    expect(() => readGatewayConfig({ RPC_TIMEOUT_MS: '-5' })).toThrow(/RPC_TIMEOUT_MS/);
  });

  it('renders pages on the event loop unless told how many render threads, from 0 to 8', () => {
    expect(readGatewayConfig({}).renderThreads).toBe(0);
    expect(readGatewayConfig({ RENDER_THREADS: '0' }).renderThreads).toBe(0);
    expect(readGatewayConfig({ RENDER_THREADS: '2' }).renderThreads).toBe(2);
    for (const bad of ['9', '-1', 'one', '1.5']) expect(() => readGatewayConfig({ RENDER_THREADS: bad })).toThrow(`gateway: RENDER_THREADS must be a whole number from 0 to 8, got "${bad}"`);
  });

  it('defaults to port 3000, a 5 s call timeout and the crustdata company', () => {
    const c = readGatewayConfig({});
    expect(c).toMatchObject({ port: 3000, rpcTimeoutMs: 5000, featuredCompanySlug: 'crustdata', featuredCompanyName: 'Crustdata' });
  });

  it('takes the public base URL without its trailing slash, defaulting to the local port', () => {
    expect(readGatewayConfig({ PUBLIC_BASE_URL: 'https://confs.example.org/' }).publicBaseUrl).toBe('https://confs.example.org');
    expect(readGatewayConfig({ PORT: '4100' }).publicBaseUrl).toBe('http://localhost:4100');
    expect(() => readGatewayConfig({ PUBLIC_BASE_URL: 'confs.example.org' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => readGatewayConfig({ PUBLIC_BASE_URL: 'ftp://confs.example.org' })).toThrow(/PUBLIC_BASE_URL/);
  });

  it('refuses an unknown log level and keys vote hashes with the admin key when no secret is set', () => {
    expect(() => readGatewayConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
    const c = readGatewayConfig({ ADMIN_KEY: 'a-long-enough-admin-key', VOTE_HASH_SECRET: '' });
    expect(c.voteHashSecret).toBe('a-long-enough-admin-key');
    expect(readGatewayConfig({ S3_PUBLIC_URL: 'https://media.example.org/bucket' }).s3PublicOrigin).toBe('https://media.example.org');
  });

  it('reads how long public pages may be kept, 10 s unless set', () => {
    expect(readGatewayConfig({}).pageMaxAgeSeconds).toBe(10);
    expect(readGatewayConfig({ PAGE_MAX_AGE: '30' }).pageMaxAgeSeconds).toBe(30);
    expect(() => readGatewayConfig({ PAGE_MAX_AGE: '-1' })).toThrow(/PAGE_MAX_AGE/);
  });
});
