import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { GATEWAY_CONFIG, GatewayConfig } from './config/gateway-config';
import { ServiceClient } from './nats/service-client';
import { HealthController } from './health/health.controller';
import { CatalogModule } from './catalog/catalog.module';
import { CommunityModule } from './community/community.module';
import { CompaniesModule } from './companies/companies.module';
import { MediaModule } from './media/media.module';
import { AdminModule } from './admin/admin.module';
import { RecommendationsModule } from './recommendations/recommendations.module';

@Global()
@Module({})
export class AppModule {
  static register(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggerModule.forRoot({
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
          pinoHttp: {
            level: process.env.LOG_LEVEL ?? 'info',
            // Health probes would drown everything else.
            autoLogging: { ignore: (req) => req.url === '/api/healthz' },
            redact: ['req.headers["x-admin-key"]', 'req.headers["x-company-token"]', 'req.headers.cookie'],
          },
        }),
        CatalogModule,
        CommunityModule,
        CompaniesModule,
        MediaModule,
        AdminModule,
        RecommendationsModule,
      ],
      controllers: [HealthController],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }, ServiceClient],
      exports: [GATEWAY_CONFIG, ServiceClient],
    };
  }
}
