import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CalendarQuery, CalendarResponse, MapQuery, MapResponse, PLACES_PATTERNS } from '@confdir/contracts';
import { MapClusters } from './map-clusters';
import { MonthCalendar } from './month-calendar';

/** The map's clusters and the month calendar, with the listing's filters. */
@Controller()
export class BrowseController {
  constructor(
    private readonly map: MapClusters,
    private readonly calendar: MonthCalendar,
  ) {}

  @MessagePattern(PLACES_PATTERNS.map)
  clusters(@Payload() query: MapQuery): Promise<MapResponse> {
    return this.map.clusters(query);
  }

  @MessagePattern(PLACES_PATTERNS.calendar)
  month(@Payload() query: CalendarQuery): Promise<CalendarResponse> {
    return this.calendar.month(query);
  }
}
