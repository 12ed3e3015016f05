import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';

void runService('catalog', (config) => AppModule.register(config));
