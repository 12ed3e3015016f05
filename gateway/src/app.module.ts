import { DynamicModule, Global, Module } from '@nestjs/common';
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
import { PlacesModule } from './places/places.module';
import { ConferencePageModule } from './conference-page/conference-page.module';
import { PublicReads } from './common/public-read-cache';
import { ServerReads } from './web/server-reads';
import { TRACER, tracerProvider, TracerShutdown } from './common/tracing';

@Global()
@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ThrottlingModule,
        CatalogModule,
        CommunityModule,
        CompaniesModule,
        MediaModule,
        AdminModule,
        RecommendationsModule,
        DiscoveryModule,
        SitemapModule,
        PlacesModule,
        ConferencePageModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }, tracerProvider, TracerShutdown, ServiceClient, HealthMonitor, PublicReads, ServerReads],
      exports: [GATEWAY_CONFIG, TRACER, ServiceClient, PublicReads, ServerReads],
    };
  }
}
