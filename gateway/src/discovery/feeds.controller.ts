import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CATALOG_PATTERNS, CFP_LIMITS, CATALOG_LIMITS, Conference, ConferenceListResponse, ListConferencesQuery, OpenCfpsQuery } from '@confdir/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../config/gateway-config';
import { ServiceClient } from '../nats/service-client';
import { conferencesAtom } from './atom-feed';
import { CalendarSite, cfpCalendar, conferenceCalendar, conferencesCalendar } from './calendar';
import { StaleWhileRevalidate } from '@confdir/service-kit/dist/stale-while-revalidate';

/** Most events in one calendar feed and entries in the Atom feed: bounded whatever the catalog holds. */
export const FEED_LIMITS = { calendarEvents: CATALOG_LIMITS.maxLimit, cfpEvents: CFP_LIMITS.maxLimit, atomEntries: 50 } as const;
/** Subscribers poll; five minutes old is fine for them and keeps a burst to one catalog call per query. */
const CACHE_SECONDS = 300;
const CALENDAR = 'text/calendar; charset=utf-8';
const PUBLIC_CACHE = `public, max-age=${CACHE_SECONDS}`;

/** Query values arrive normalised by validation, so equal filters give equal keys. */
const keyOf = (kind: string, query: object) =>
  `${kind}?${Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}=${String(v)}`)
    .join('&')}`;

/** Calendars (.ics) and the Atom feed (issue 15), built from the listing's filters, bounded and cached. */
@Controller()
export class FeedsController {
  private readonly cache = new StaleWhileRevalidate<string>({ freshMs: CACHE_SECONDS * 1000, staleMs: CACHE_SECONDS * 1000, maxEntries: 1000, metric: 'feeds' });
  private readonly site: CalendarSite;

  constructor(
    private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.site = { baseUrl: config.publicBaseUrl };
  }

  @Get('conferences/:slug/calendar.ics')
  @Header('Cache-Control', PUBLIC_CACHE)
  async conference(@Param('slug') slug: string, @Res({ passthrough: true }) res: Response): Promise<string> {
    const body = await this.cache.get(keyOf('conference', { slug }), async () => {
      const c = await this.services.send<Conference>(CATALOG_PATTERNS.getBySlug, { slug });
      if (!c.startDateUTC) throw new NotFoundException('This conference has no dates yet, so there is no calendar event');
      return conferenceCalendar(this.site, c);
    });
    res.type(CALENDAR).attachment(`${slug.replace(/[^\w-]+/g, '-').slice(0, 80)}.ics`);
    return body;
  }

  /** Upcoming conferences matching the listing filters, soonest first, at most FEED_LIMITS.calendarEvents. */
  @Get('calendar.ics')
  @Header('Content-Type', CALENDAR)
  @Header('Cache-Control', PUBLIC_CACHE)
  calendar(@Query() query: ListConferencesQuery): Promise<string> {
    const filters: ListConferencesQuery = { ...query, sort: 'upcoming', page: 1, limit: FEED_LIMITS.calendarEvents };
    return this.cache.get(keyOf('calendar', filters), async () => conferencesCalendar(this.site, (await this.list(filters)).conferences));
  }

  @Get('cfp.ics')
  @Header('Content-Type', CALENDAR)
  @Header('Cache-Control', PUBLIC_CACHE)
  cfps(@Query() query: OpenCfpsQuery): Promise<string> {
    const filters: OpenCfpsQuery = { ...query, page: 1, limit: FEED_LIMITS.cfpEvents };
    return this.cache.get(keyOf('cfp', filters), async () => {
      const open = await this.services.send<ConferenceListResponse>(CATALOG_PATTERNS.openCfps, filters);
      return cfpCalendar(this.site, open.conferences);
    });
  }

  /** Recently added conferences matching the filters, newest first. */
  @Get('feed.xml')
  @Header('Content-Type', 'application/atom+xml; charset=utf-8')
  @Header('Cache-Control', PUBLIC_CACHE)
  feed(@Query() query: ListConferencesQuery): Promise<string> {
    const filters: ListConferencesQuery = { ...query, sort: 'recent', page: 1, limit: FEED_LIMITS.atomEntries };
    const own = keyOf('', { ...query, sort: undefined, page: undefined, limit: undefined });
    const self = `${this.site.baseUrl}/api/feed.xml${own === '?' ? '' : own}`;
    return this.cache.get(keyOf('feed', filters), async () => conferencesAtom(this.site, self, (await this.list(filters)).conferences));
  }

  private list(filters: ListConferencesQuery): Promise<ConferenceListResponse> {
    return this.services.send<ConferenceListResponse>(CATALOG_PATTERNS.list, filters);
  }
}
