import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';

void runService('media', (config) => AppModule.register(config));
