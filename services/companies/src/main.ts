import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';
import { readCompaniesConfig } from './config';

void runService('companies', readCompaniesConfig, (config) => AppModule.register(config));
