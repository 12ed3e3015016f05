import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';

void runService('companies', (config) => AppModule.register(config));
