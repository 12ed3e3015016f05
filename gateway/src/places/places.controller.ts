import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CalendarQuery, MapQuery, PLACES_PATTERNS } from '@confdir/contracts';
import { ServiceClient } from '../nats/service-client';
import { PublicReads } from '../common/public-read-cache';

/**
 * Browse by place, topic and month (issue 35): the landing data, the map and the calendar. All are
 * public reads, the same for every visitor (PublicReads: kept 5 s, shared caches may keep them too).
 * An unknown or empty country, city or topic is 404 with the usual error body.
 */
@Controller()
export class PlacesController {
  constructor(
    private readonly services: ServiceClient,
    private readonly publicReads: PublicReads,
  ) {}

  /** CountriesResponse. */
  @Get('places/countries')
  countries(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.countries, {}));
  }

  /** CountryResponse. */
  @Get('places/countries/:cc')
  country(@Param('cc') cc: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.country, { country: cc }));
  }

  /** CityResponse; `city` is a slug or the city's name in any spelling or script. */
  @Get('places/countries/:cc/:city')
  city(@Param('cc') cc: string, @Param('city') city: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.city, { country: cc, city }));
  }

  /** TopicsResponse. */
  @Get('topics')
  topics(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.topics, {}));
  }

  /** TopicSummary. */
  @Get('topics/:topic')
  topic(@Param('topic') topic: string, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.topic, { topic }));
  }

  /** MapResponse. */
  @Get('map')
  map(@Query() query: MapQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.map, query));
  }

  /** CalendarResponse. */
  @Get('calendar')
  calendar(@Query() query: CalendarQuery, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<string> {
    return this.publicReads.answer(req, res, () => this.services.send(PLACES_PATTERNS.calendar, query));
  }
}
