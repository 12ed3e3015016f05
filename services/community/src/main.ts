import { runService } from '@confdir/service-kit';
import { AppModule } from './app.module';
import { readCommunityConfig } from './config';

void runService('community', readCommunityConfig, (config) => AppModule.register(config));
