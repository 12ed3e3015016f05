import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
// The logging module alone: the package index also brings TypeORM (~48 MB resident, 1,180 modules) that the gateway never uses.
import { logOptions } from '@confdir/service-kit/dist/logging';
import { GATEWAY_CONFIG, GatewayConfig } from './config/gateway-config';
import { ServiceClient } from './nats/service-client';
import { HealthController } from './health/health.controller';
import { HealthMonitor } from './health/health-monitor';
import { ThrottlingModule } from './throttling/throttling.module';
import { CatalogModule } from './catalog/catalog.module';
import { CommunityModule } from './community/community.module';
import { CompaniesModule } from './companies/companies.module';
import { MediaModule } from './media/media.module';
import { AdminModule } from './admin/admin.module';
import { RecommendationsModule } from './recommendations/recommendations.module';
import { DiscoveryModule } from './discovery/discovery.module';
import { SitemapModule } from './sitemap/sitemap.module';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { PublicReadCache } from './common/public-read-cache';

@Global()
@Module({})
export class AppModule {
  /** `logDestination` replaces stdout (tests read the lines). */
  static register(config: GatewayConfig, logDestination?: DestinationStream): DynamicModule {
    const httpLog = {
      // The same redaction as every service; the request id is `req.id`, set by requestContext().
      ...logOptions('gateway', config.logLevel),
      // Health probes would drown everything else.
      autoLogging: { ignore: (req: { url?: string }) => req.url === '/api/healthz' },
    };
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: logDestination ? [httpLog, logDestination] : httpLog,
        }),
        ThrottlingModule,
        CatalogModule,
        CommunityModule,
        CompaniesModule,
        MediaModule,
        AdminModule,
        RecommendationsModule,
        DiscoveryModule,
        SitemapModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }, ServiceClient, HealthMonitor, { provide: APP_INTERCEPTOR, useClass: PublicReadCache }],
      exports: [GATEWAY_CONFIG, ServiceClient],
    };
  }
}
