import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';

void runService('community', (config) => AppModule.register(config));
