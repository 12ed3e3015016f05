import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';
import { readCatalogConfig } from './config';

void runService('catalog', readCatalogConfig, (config) => AppModule.register(config));
