import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { json, urlencoded, type Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import { GatewayConfig } from './config/gateway-config';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { gatewayValidationPipe } from './common/validation';
import { inputLimits } from './common/input-limits';
import { serveWebApp } from './web/spa';
import { serveSitemap } from './sitemap/sitemap-routes';
import { SitemapService } from './sitemap/sitemap.service';
import { cspNonce } from './web/csp-nonce';
import { setupApiDocs } from './openapi/api-docs';
import { requestContext } from './common/request-context';

export async function createGateway(config: GatewayConfig, opts: { logs?: boolean; logDestination?: DestinationStream } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, opts.logDestination), {
    bodyParser: false,
    bufferLogs: true,
    logger: opts.logs === false ? false : undefined,
  });
  if (opts.logs !== false) app.useLogger(app.get(Logger));
  // First, so the request id and read/write kind reach the log line and every service call.
  app.use(requestContext());
  if (config.trustProxy) app.set('trust proxy', true);
  app.disable('x-powered-by');
  app.use(cspNonce());
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // The server-rendered page's one inline script (the colour theme, set before paint) carries this nonce.
          'script-src': ["'self'", (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`],
          // Conference images live on the conferences' own sites.
          'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          // Chakra (emotion) injects style elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Presigned uploads go straight to object storage.
          'connect-src': ["'self'", config.s3PublicOrigin],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  // The web app's scripts are ~900 KB raw and ~220 KB gzipped; JSON lists shrink as much.
  app.use(compression());
  app.use(json({ limit: config.bodyLimit }));
  app.use(urlencoded({ extended: false, limit: config.bodyLimit }));
  app.use(inputLimits(config.jsonMaxDepth));
  app.setGlobalPrefix('api');
  app.useGlobalPipes(gatewayValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  setupApiDocs(app);
  app.enableShutdownHooks();
  serveSitemap(app.getHttpAdapter().getInstance(), app.get(SitemapService));
  serveWebApp(app.getHttpAdapter().getInstance(), config);
  return app;
}
