import { createServer, Server } from 'node:http';
import { collectProcessMetrics, METRICS_CONTENT_TYPE, metricsText } from './metrics';

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT, on METRICS_HOST, 127.0.0.1 by default), never on
 * the public one: Prometheus scrapes each process, and nobody else reaches it unless the operator opens it.
 */
export async function startMetricsServer(where: { port: number; host: string }): Promise<Server> {
  collectProcessMetrics();
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url !== '/metrics' && !req.url?.startsWith('/metrics?'))) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    metricsText().then(
      (text) => res.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE }).end(text),
      (err: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${String(err)}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => resolve());
  });
  // A scrape in progress must not keep a stopping process alive.
  server.unref();
  return server;
}
