import { startMetricsServer } from '@confdir/service-kit/dist/metrics/metrics-server';
import { createGateway } from './app.factory';
import { readGatewayConfig } from './config/gateway-config';

async function main(): Promise<void> {
  const config = readGatewayConfig();
  const app = await createGateway(config);
  await app.listen(config.port, config.host);
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
