import { Module } from '@nestjs/common';
import { DiscoveryController } from './discovery.controller';
import { FeedsController } from './feeds.controller';

/** CFPs, calendars and feeds built from the catalog's discovery fields (issue 15). */
@Module({ controllers: [DiscoveryController, FeedsController] })
export class DiscoveryModule {}
