import { INestMicroservice } from '@nestjs/common';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import request from 'supertest';
import { createService } from '@confdir/service-kit';
import { createGateway } from '../src/app.factory';
import { AppModule as CatalogModule } from '../../services/catalog/src/app.module';
import { readCatalogConfig } from '../../services/catalog/src/config';
import { Stack, startStack } from '../../testing/stack';

interface ReceivedSpan {
  service: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
}

/** A local OTLP/HTTP receiver: what a collector (Jaeger, the OpenTelemetry Collector) would be given. */
function otlpReceiver(): { server: Server; spans: ReceivedSpan[]; paths: string[] } {
  const spans: ReceivedSpan[] = [];
  const paths: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const rs of body.resourceSpans ?? []) {
        const service = rs.resource.attributes.find((a: { key: string }) => a.key === 'service.name')?.value.stringValue;
        for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ service, name: s.name, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId || undefined, kind: s.kind });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { server, spans, paths };
}

describe('spans exported to an OTLP endpoint', () => {
  let stack: Stack;
  let gateway: NestExpressApplication;
  let catalog: INestMicroservice;
  const receiver = otlpReceiver();

  beforeAll(async () => {
    await new Promise<void>((r) => receiver.server.listen(0, '127.0.0.1', r));
    const endpoint = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    stack = await startStack({ services: [] });
    const config = readCatalogConfig({ ...process.env, DATABASE_URL: stack.serviceDatabaseUrls.catalog, SEED_DEMO: 'false', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint });
    catalog = await createService('catalog', CatalogModule.register(config), config, false);
    gateway = await createGateway({ ...stack.gatewayConfig, otlpEndpoint: endpoint }, { logs: false });
    await gateway.init();
  });
  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await stack?.close();
    receiver.server.close();
  });

  it("sends the gateway's and the service's spans of one request under the caller's trace id, linked parent to child", async () => {
    const trace = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const callerSpan = '1122334455667788';
    await request(gateway.getHttpServer()).get('/api/conferences?q=otlp').set('traceparent', `00-${trace}-${callerSpan}-01`).expect(200);
    // Closing flushes what the batch processors hold.
    await gateway.close();
    await catalog.close();

    const mine = receiver.spans.filter((s) => s.traceId === trace);
    const server = mine.find((s) => s.service === 'gateway' && s.name === 'GET /api/conferences');
    const client = mine.find((s) => s.service === 'gateway' && s.name === 'catalog.conferences.list');
    const handled = mine.find((s) => s.service === 'catalog' && s.name === 'catalog.conferences.list');
    expect(server).toMatchObject({ parentSpanId: callerSpan, kind: 2 });
    expect(client).toMatchObject({ parentSpanId: server?.spanId, kind: 3 });
    expect(handled).toMatchObject({ parentSpanId: client?.spanId, kind: 2 });
    expect(receiver.paths.every((p) => p.startsWith('POST /v1/traces application/json'))).toBe(true);
    // Health probes are not traced.
    expect(receiver.spans.some((s) => s.name.endsWith('.health'))).toBe(false);
  });
});
