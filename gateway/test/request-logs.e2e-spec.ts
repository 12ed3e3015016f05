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

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';

describe('trace ids and redaction from the gateway to the service logs', () => {
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

  it("logs the caller's trace id in the gateway and in the service, with secrets and e-mails redacted", async () => {
    const res = await request(gateway.getHttpServer())
      .get('/api/conferences?q=ana@example.com')
      .set('traceparent', `00-${TRACE}-00f067aa0ba902b7-01`)
      .set('authorization', 'Bearer bearer-secret')
      .set('cookie', 'sid=cookie-secret')
      .set('x-admin-key', 'admin-key-secret')
      .set('x-company-token', 'company-token-secret')
      .expect(200);
    expect(res.headers.traceresponse).toMatch(new RegExp(`^00-${TRACE}-[0-9a-f]{16}-01$`));
    await new Promise((r) => setTimeout(r, 100));

    const http = gatewayLog.lines().find((l) => l.trace_id === TRACE);
    expect(http).toMatchObject({ name: 'gateway', msg: 'request', method: 'GET', route: '/api/conferences', status: 200 });
    const served = catalogLog.lines().find((l) => l.trace_id === TRACE);
    expect(served).toMatchObject({ name: 'catalog', msg: 'replied', subject: 'catalog.conferences.list' });

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
    const one = await request(gateway.getHttpServer()).get(long).set('user-agent', 'ua-'.repeat(200)).expect(404);
    const two = await request(gateway.getHttpServer()).get('/api/conferences?limit=5').expect(200);
    await new Promise((r) => setTimeout(r, 100));
    const ids = [one, two].map((r) => String(r.headers.traceresponse).split('-')[1]);
    const raw = gatewayLog.text().trim().split('\n');
    const lines = ids.map((id) => raw.find((l) => l.includes(`"trace_id":"${id}"`)) ?? '');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(400);
      expect(line).not.toContain('ua-ua-');
      expect(line).not.toContain('headers');
    }
    const [missing, listing] = lines.map((l) => JSON.parse(l));
    expect(Object.keys(missing).sort()).toEqual(['bytes', 'hostname', 'level', 'method', 'ms', 'msg', 'name', 'path', 'pid', 'route', 'status', 'time', 'trace_id']);
    expect(missing).toMatchObject({ level: 30, method: 'GET', route: '/api/conferences/:slug', status: 404 });
    expect(missing.path.length).toBeLessThanOrEqual(121);
    expect(listing).toMatchObject({ method: 'GET', route: '/api/conferences', path: '/api/conferences?limit=5', status: 200 });
    expect(listing.ms).toEqual(expect.any(Number));
    expect(listing.bytes).toBeGreaterThan(100);
  });

  it('starts a new trace when the caller sends none or a malformed traceparent, and hands it to the service', async () => {
    for (const header of [undefined, 'bad id {"level":60}', `00-${TRACE}-0000000000000000-01`]) {
      // A query of its own each time, so the gateway's short cache of public reads does not answer for the service.
      const call = request(gateway.getHttpServer()).get(`/api/conferences?q=fresh${String(header).length}`);
      const res = await (header ? call.set('traceparent', header) : call).expect(200);
      const [, id] = String(res.headers.traceresponse).split('-');
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      expect(id).not.toBe(TRACE);
      await new Promise((r) => setTimeout(r, 100));
      expect(catalogLog.lines().some((l) => l.trace_id === id)).toBe(true);
      expect(gatewayLog.lines().some((l) => l.trace_id === id && l.msg === 'request')).toBe(true);
    }
  });
});
