import { Logger } from '@nestjs/common';
import { stopOnSignals } from '@confdir/service-kit/dist/in-flight';
import { startMetricsServer } from '@confdir/service-kit/dist/metrics/metrics-server';
import { createGateway } from './app.factory';
import { GracefulStop } from './common/graceful-stop';
import { readGatewayConfig } from './config/gateway-config';

async function main(): Promise<void> {
  const config = readGatewayConfig();
  const stop = new GracefulStop();
  const app = await createGateway(config, { stop });
  await app.listen(config.port, config.host);
  // SIGTERM: stop accepting, answer the requests in flight, then close NATS and the rest (app.close), within 10 s.
  const logger = new Logger('Shutdown');
  stopOnSignals(async () => {
    const left = await stop.drain(app.getHttpServer());
    if (left) logger.warn(`${left} requests still running after the drain; closing anyway`);
    await app.close();
  }, (line) => logger.log(line));
  if (config.metrics) await startMetricsServer(config.metrics);
  const url = `http://localhost:${config.port}`;
  const metrics = config.metrics ? `\n  Metrics:   http://${config.metrics.host}:${config.metrics.port}/metrics` : '';
  // Printed plainly (not as a JSON log line) so the person who ran `npm start` sees it.
  process.stdout.write(`\n  Site:      ${url}\n  Health:    ${url}/api/healthz${metrics}\n  Admin key: ${config.adminKey}${config.adminKeyGenerated ? '  (generated for this run; set ADMIN_KEY to keep one)' : ''}\n\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`gateway: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
