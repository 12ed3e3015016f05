import { DynamicModule, Global, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { GATEWAY_CONFIG, GatewayConfig } from './config/gateway-config';
import { ServiceClient } from './nats/service-client';
import { HealthController } from './health/health.controller';
import { CatalogController } from './catalog/catalog.controller';
import { CommunityController } from './community/community.controller';
import { CompaniesController } from './companies/companies.controller';
import { MediaController } from './media/media.controller';
import { AdminController } from './admin/admin.controller';

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
      ],
      controllers: [HealthController, CatalogController, CommunityController, CompaniesController, MediaController, AdminController],
      providers: [{ provide: GATEWAY_CONFIG, useValue: config }, ServiceClient],
      exports: [GATEWAY_CONFIG, ServiceClient],
    };
  }
}
