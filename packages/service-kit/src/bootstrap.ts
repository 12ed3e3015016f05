import 'reflect-metadata';
import { DynamicModule, INestMicroservice, Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MicroserviceOptions } from '@nestjs/microservices';
import { ServiceName } from '@confdir/contracts';
import { ServiceConfig, readServiceConfig } from './config';
import { AllRpcExceptionsFilter } from './rpc-exception.filter';
import { BoundedNatsServer } from './bounded-nats.server';
import { rpcValidationPipe } from './rpc-validation.pipe';

/**
 * Builds a service as a NATS microservice. Every replica joins the queue group named after the
 * service, so replicas share the load instead of all answering. Replies go through BoundedNatsServer,
 * so an oversize or failing reply is an error for the caller, never a dead process.
 */
export async function createService(
  name: ServiceName,
  module: DynamicModule,
  config: ServiceConfig,
  logger: false | Logger = new Logger(name),
): Promise<INestMicroservice> {
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(module, {
    strategy: new BoundedNatsServer({
      servers: [config.natsUrl],
      queue: name,
      name: `confdir-${name}`,
      maxReconnectAttempts: -1,
      reconnectTimeWait: 1000,
    }),
    logger: logger === false ? false : ['log', 'error', 'warn'],
  });
  app.useGlobalPipes(rpcValidationPipe());
  app.useGlobalFilters(new AllRpcExceptionsFilter());
  app.enableShutdownHooks();
  await app.listen();
  return app;
}

/** Entry point of a service process: config from env, fail fast on bad config. */
export async function runService(name: ServiceName, moduleFor: (config: ServiceConfig) => DynamicModule): Promise<void> {
  const logger = new Logger(name);
  try {
    const config = readServiceConfig(name);
    await createService(name, moduleFor(config), config, logger);
    logger.log(`${name} service listening on NATS ${config.natsUrl}`);
  } catch (err) {
    logger.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
