import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';
import { readMediaConfig } from './config';

void runService('media', readMediaConfig, (config) => AppModule.register(config));
