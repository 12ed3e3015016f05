import { INestMicroservice } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createLogger, createService } from '@confdir/service-kit';
import { createGateway } from '../src/app.factory';
import { AppModule as CatalogModule } from '../../services/catalog/src/app.module';
import { readCatalogConfig } from '../../services/catalog/src/config';
import { Stack, startStack } from '../../testing/stack';

/** The JSON lines a process wrote, as an operator reads them. */
function capture(): { stream: Writable; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const text = (): string => chunks.join('');
  return { stream, text, lines: () => text().trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) };
}

describe('request ids and redaction from the gateway to the service logs', () => {
  let stack: Stack;
  let gateway: NestExpressApplication;
  let catalog: INestMicroservice;
  const gatewayLog = capture();
  const catalogLog = capture();
  const level = process.env.LOG_LEVEL;

  beforeAll(async () => {
    stack = await startStack({ services: [] });
    process.env.LOG_LEVEL = 'info';
    // A catalog and a gateway that write their logs where the test can read them.
    const config = readCatalogConfig({ ...process.env, DATABASE_URL: stack.serviceDatabaseUrls.catalog, SEED_DEMO: 'false' });
    catalog = await createService('catalog', CatalogModule.register(config), config, createLogger('catalog', 'debug', catalogLog.stream));
    gateway = await createGateway({ ...stack.gatewayConfig, logLevel: 'info' }, { logDestination: gatewayLog.stream });
    await gateway.init();
  });
  afterAll(async () => {
    process.env.LOG_LEVEL = level;
    await gateway?.close();
    await catalog?.close();
    await stack?.close();
  });

  it("logs the caller's request id in the gateway and in the service, with secrets and e-mails redacted", async () => {
    const res = await request(gateway.getHttpServer())
      .get('/api/conferences?q=ana@example.com')
      .set('x-request-id', 'trace-42')
      .set('authorization', 'Bearer bearer-secret')
      .set('cookie', 'sid=cookie-secret')
      .set('x-admin-key', 'admin-key-secret')
      .set('x-company-token', 'company-token-secret')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('trace-42');
    await new Promise((r) => setTimeout(r, 100));

    const http = gatewayLog.lines().find((l) => l.reqId === 'trace-42');
    expect(http).toMatchObject({ name: 'gateway', msg: 'request', method: 'GET', route: '/api/conferences', status: 200 });
    const served = catalogLog.lines().find((l) => l.reqId === 'trace-42');
    expect(served).toMatchObject({ name: 'catalog', msg: 'replied', subject: expect.stringMatching(/catalog\.conferences\.list$/) });

    // An edit token in a query string (refused here as an unknown parameter) is logged without it.
    await request(gateway.getHttpServer()).get('/api/conferences?token=query-token-secret').expect(400);
    await new Promise((r) => setTimeout(r, 100));
    const all = gatewayLog.text() + catalogLog.text();
    expect(gatewayLog.text()).toContain('token=[redacted]');
    for (const secret of ['query-token-secret', 'bearer-secret', 'cookie-secret', 'admin-key-secret', 'company-token-secret', 'ana@example.com']) {
      expect(all).not.toContain(secret);
    }
  });

  it('writes one compact access line per request: method, route, path, status, time, bytes; no headers; at most 400 bytes', async () => {
    const long = `/api/conferences/${'x'.repeat(300)}?q=${'y'.repeat(300)}`;
    await request(gateway.getHttpServer()).get(long).set('user-agent', 'ua-'.repeat(200)).set('x-request-id', 'access-1').expect(404);
    await request(gateway.getHttpServer()).get('/api/conferences?limit=5').set('x-request-id', 'access-2').expect(200);
    await new Promise((r) => setTimeout(r, 100));
    const raw = gatewayLog.text().trim().split('\n');
    const lines = raw.filter((l) => l.includes('"access-1"') || l.includes('"access-2"'));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(400);
      expect(line).not.toContain('ua-ua-');
      expect(line).not.toContain('headers');
    }
    const [missing, listing] = lines.map((l) => JSON.parse(l));
    expect(missing).toMatchObject({ level: 30, method: 'GET', route: '/api/conferences/:slug', status: 404 });
    expect(missing.path.length).toBeLessThanOrEqual(121);
    expect(listing).toMatchObject({ method: 'GET', route: '/api/conferences', path: '/api/conferences?limit=5', status: 200 });
    expect(listing.ms).toEqual(expect.any(Number));
    expect(listing.bytes).toBeGreaterThan(100);
  });

  it('makes up an id when the caller sends none or an unsafe one, and hands it to the service', async () => {
    const res = await request(gateway.getHttpServer()).get('/api/conferences').set('x-request-id', 'bad id {"level":60}').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((r) => setTimeout(r, 100));
    expect(catalogLog.lines().some((l) => l.reqId === id)).toBe(true);
  });
});
