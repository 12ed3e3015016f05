import { Module } from '@nestjs/common';
import { PlacesBackfill } from './places-backfill';

/** Places (issue 35): the gazetteer, matching on write (place-columns.ts), the background match of older rows. */
@Module({
  providers: [PlacesBackfill],
})
export class PlacesModule {}
