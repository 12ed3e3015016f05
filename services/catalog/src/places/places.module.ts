import { Module, OnModuleInit } from '@nestjs/common';
import { ConferencesModule } from '../conferences/conferences.module';
import { BrowseController } from './browse.controller';
import { MapClusters } from './map-clusters';
import { MonthCalendar } from './month-calendar';
import { PlaceCounts } from './place-counts';
import { PlacesBackfill } from './places-backfill';
import { PlacesController } from './places.controller';

/**
 * Places, topics and months (issue 35): the gazetteer and matching on write (place-columns.ts), the
 * background match of older rows, the landing data with counts, the map's clusters, the calendar.
 */
@Module({
  imports: [ConferencesModule],
  controllers: [PlacesController, BrowseController],
  providers: [PlacesBackfill, PlaceCounts, MapClusters, MonthCalendar],
})
export class PlacesModule implements OnModuleInit {
  constructor(
    private readonly backfill: PlacesBackfill,
    private readonly counts: PlaceCounts,
    private readonly map: MapClusters,
    private readonly calendar: MonthCalendar,
  ) {}

  onModuleInit(): void {
    // The background match writes with SQL, which no entity subscriber sees: it tells the kept reads itself.
    this.backfill.onChanged = () => [this.counts, this.map, this.calendar].forEach((reads) => reads.forget());
  }
}
