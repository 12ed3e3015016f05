import 'reflect-metadata';
import { DynamicModule, INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import type { Logger as PinoLogger } from 'pino';
import { ServiceName } from '@confdir/contracts';
import { ServiceConfig } from './config';
import { AllRpcExceptionsFilter } from './rpc-exception.filter';
import { BoundedNatsServer } from './bounded-nats.server';
import { rpcValidationPipe } from './rpc-validation.pipe';
import { createLogger, nestLogger } from './logging';
import { createTracer } from './tracing';
import { startMetricsServer } from './metrics/metrics-server';
import { stopOnSignals } from './in-flight';

/**
 * Builds a service as a NATS microservice. Every replica joins the queue group named after the
 * service, so replicas share the load instead of all answering. Replies go through BoundedNatsServer,
 * so an oversize or failing reply is an error for the caller, never a dead process. Logs are the
 * shared pino setup (redacted), each line of a message's handling tagged with the request's trace id.
 */
export async function createService(
  name: ServiceName,
  module: DynamicModule,
  config: Pick<ServiceConfig, 'natsUrl'> & Partial<Pick<ServiceConfig, 'otlpEndpoint'>>,
  logger: false | PinoLogger,
): Promise<INestMicroservice> {
  const tracer = createTracer(name, config.otlpEndpoint);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new BoundedNatsServer(
      {
        servers: [config.natsUrl],
        queue: name,
        name: `confdir-${name}`,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 1000,
      },
      logger || undefined,
      tracer,
    ),
    logger: logger === false ? false : nestLogger(logger),
  });
  app.useGlobalPipes(rpcValidationPipe());
  app.useGlobalFilters(new AllRpcExceptionsFilter());
  await app.listen();
  return app;
}

/** Entry point of a service process: its typed config read once from the environment, fail fast on a bad value. */
export async function runService<C extends ServiceConfig>(name: ServiceName, readConfig: (env: NodeJS.ProcessEnv) => C, moduleFor: (config: C) => DynamicModule): Promise<void> {
  let config: C;
  try {
    config = readConfig(process.env);
  } catch (err) {
    // No level is known yet: a bad setting is reported at the default one.
    createLogger(name, 'info').error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
  const logger = createLogger(name, config.logLevel, undefined, config.logFormat);
  try {
    const app = await createService(name, moduleFor(config), config, logger);
    // SIGTERM: no new messages (the queue group sends them to other replicas), in-flight ones answered,
    // then NATS and the database pool closed (app.close: the server first, then the modules), within 10 s.
    stopOnSignals(() => app.close(), (line) => logger.info(`${name}: ${line}`));
    if (config.metrics) await startMetricsServer(config.metrics);
    logger.info(`${name} service listening on NATS ${config.natsUrl}${config.metrics ? `; metrics at http://${config.metrics.host}:${config.metrics.port}/metrics` : ''}`);
  } catch (err) {
    logger.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
