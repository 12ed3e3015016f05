import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import helmet from 'helmet';
import { json, urlencoded } from 'express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { GatewayConfig } from './config/gateway-config';
import { AllExceptionsFilter } from './errors/all-exceptions.filter';
import { gatewayValidationPipe } from './common/validation';
import { inputLimits } from './common/input-limits';
import { serveWebApp } from './web/spa';

export async function createGateway(config: GatewayConfig, opts: { logs?: boolean } = {}): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    bufferLogs: true,
    logger: opts.logs === false ? false : undefined,
  });
  if (opts.logs !== false) app.useLogger(app.get(Logger));
  if (config.trustProxy) app.set('trust proxy', true);
  app.disable('x-powered-by');
  const s3Origin = process.env.S3_PUBLIC_URL ? new URL(process.env.S3_PUBLIC_URL).origin : 'http://127.0.0.1:9000';
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          // Conference images live on the conferences' own sites.
          'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          // Chakra (emotion) injects style elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          // Presigned uploads go straight to object storage.
          'connect-src': ["'self'", s3Origin],
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
  app.enableShutdownHooks();
  serveWebApp(app.getHttpAdapter().getInstance(), config.webDist);
  return app;
}
