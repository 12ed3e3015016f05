import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import { json, urlencoded } from 'express';
// The logging module alone: the package index also brings TypeORM (~48 MB resident, 1,180 modules) that the gateway never uses.
import { createLogger, nestLogger } from '@confdir/service-kit/dist/logging';
import type { DestinationStream } from 'pino';
import type { IncomingMessage } from 'node:http';
import { idTracer } from '@confdir/service-kit/dist/tracing';
import { AppModule } from './app.module';
import { GatewayConfig } from './config/gateway-config';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { gatewayValidationPipe } from './common/validation';
import { inputLimits } from './common/input-limits';
import { serveWebApp } from './web/spa';
import { ServerReads } from './web/server-reads';
import { serveSitemap } from './sitemap/sitemap-routes';
import { SitemapService } from './sitemap/sitemap.service';
import { securityHeaders } from './common/security-headers';
import { setupApiDocs } from './openapi/api-docs';
import { requestContext } from './common/request-context';
import { TRACER } from './common/tracing';
import type { GracefulStop } from './common/graceful-stop';
import { httpLog } from './common/http-log';
import { answerClientErrorsAsJson } from './common/client-errors';
import { PublicReads } from './common/public-read-cache';

export async function createGateway(config: GatewayConfig, opts: { logs?: boolean; logDestination?: DestinationStream; stop?: GracefulStop } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    bufferLogs: true,
    logger: opts.logs === false ? false : undefined,
  });
  // The same setup and redaction as every service.
  const logger = createLogger('gateway', config.logLevel, opts.logDestination, config.logFormat);
  if (opts.logs !== false) app.useLogger(nestLogger(logger));
  answerClientErrorsAsJson(app.getHttpServer());
  // Counts requests in flight, for a graceful stop (main.ts).
  if (opts.stop) app.use(opts.stop.track());
  // Health probes would drown everything else: no access line, no recorded span.
  const probe = (req: IncomingMessage): boolean => req.url === '/api/healthz';
  // First, so the trace and read/write kind reach the log line and every service call.
  app.use(requestContext(app.get(TRACER), idTracer, probe));
  app.use(httpLog(logger, probe));
  if (config.trustProxy) app.set('trust proxy', true);
  app.disable('x-powered-by');
  app.use(securityHeaders(config.s3PublicOrigin));
  // The web app's scripts are ~900 KB raw and ~220 KB gzipped; JSON lists shrink as much.
  app.use(compression());
  app.use(json({ limit: config.bodyLimit }));
  app.use(urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(inputLimits(config.jsonMaxDepth));
  app.use(app.get(PublicReads).forgetOnWrites());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(gatewayValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupApiDocs(app);
  serveSitemap(app.getHttpAdapter().getInstance(), app.get(SitemapService));
  serveWebApp(app.getHttpAdapter().getInstance(), config, app.get(ServerReads));
  return app;
}
