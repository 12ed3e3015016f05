import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { CalendarConference, CalendarDay, CalendarDeadline, CalendarQuery, CalendarResponse, PLACES_LIMITS } from '@confdir/contracts';
import { ConferenceEntity } from '../conferences/conference.entity';
import { ConferencesService } from '../conferences/conferences.service';
import { readsUntilWrite } from './reads-until-write';
import type { StaleWhileRevalidate } from '@confdir/service-kit';

const DAY_MS = 86_400_000;
/** Months (with filters) kept: an answer is at most ~250 KB (31 days x 15 x 2), so this bounds the memory at ~8 MB. */
const KEPT_MONTHS = 30;
/** The order index's key: a range on it reads only the conferences that start near the month. */
const START = "COALESCE(c.start_date_utc, 'infinity'::timestamptz)";
/** A deadline day ends between UTC-12 (AoE) and UTC+14: its instant is within two days of the day. */
const DEADLINE_SLACK_MS = 2 * DAY_MS;

const day = (d: Date): string => d.toISOString().slice(0, 10);
const monthOf = (d: Date): string => d.toISOString().slice(0, 7);

interface ConferenceRow extends Omit<CalendarConference, 'startDateUTC' | 'endDateUTC'> {
  startDateUTC: Date;
  endDateUTC: Date | null;
  first: string;
  last: string;
  rn: string;
}

interface DeadlineRow extends Omit<CalendarDeadline, 'cfpClosesAt'> {
  cfpClosesAt: Date;
  rn: string;
}

/**
 * A month of conferences and CFP deadlines for the calendar, with the listing's filters. Conferences
 * overlap the month (a day without a time is its whole UTC day); each is filed under its first day in
 * the month, and a day lists its first PLACES_LIMITS.calendarPerDay by start, so a month answers at
 * most 31 × 15 conferences and as many deadlines, with every day's counts. Both reads are ranges on
 * indexes: the listing's start order (conferences starting from 92 days before the month to its end)
 * and the open-CFP deadline index.
 */
@Injectable()
export class MonthCalendar {
  private readonly reads: StaleWhileRevalidate<CalendarResponse>;

  constructor(
    @InjectDataSource() db: DataSource,
    private readonly conferences: ConferencesService,
  ) {
    this.reads = readsUntilWrite<CalendarResponse>(db, KEPT_MONTHS, 'catalog_calendar');
  }

  forget(): void {
    this.reads.clear();
  }

  /** The month; kept per month and filters (shared reads, dropped by a write through this process). */
  month({ page: _page, limit: _limit, sort: _sort, ...query }: CalendarQuery, now = new Date()): Promise<CalendarResponse> {
    return this.reads.get(JSON.stringify(query), () => this.read(query, now));
  }

  private async read({ month, ...filters }: Omit<CalendarQuery, 'page' | 'limit' | 'sort'>, now: Date): Promise<CalendarResponse> {
    const [year, m] = month.split('-').map(Number);
    const start = new Date(Date.UTC(year, m - 1, 1));
    const end = new Date(Date.UTC(year, m, 1));
    const days = Array.from({ length: Math.round((end.getTime() - start.getTime()) / DAY_MS) }, (_, i): CalendarDay => ({
      date: day(new Date(start.getTime() + i * DAY_MS)),
      happening: 0,
      starting: 0,
      startingListed: 0,
      deadlines: 0,
      deadlinesListed: 0,
    }));
    const byDate = new Map(days.map((d) => [d.date, d]));
    const [conferences, deadlines] = await Promise.all([this.conferencesIn(filters, now, start, end, byDate), this.deadlinesIn(filters, now, start, end, byDate)]);
    return {
      month,
      previous: monthOf(new Date(Date.UTC(year, m - 2, 1))),
      next: monthOf(end),
      days,
      conferences,
      deadlines,
      conferencesTotal: days.reduce((sum, d) => sum + d.starting, 0),
      deadlinesTotal: days.reduce((sum, d) => sum + d.deadlines, 0),
    };
  }

  private async conferencesIn(filters: Omit<CalendarQuery, 'month'>, now: Date, start: Date, end: Date, byDate: Map<string, CalendarDay>): Promise<CalendarConference[]> {
    const qb = (await this.conferences.matching(filters, now, false))
      .andWhere(`${START} >= :earliest AND ${START} < :monthEnd`, { earliest: new Date(start.getTime() - PLACES_LIMITS.calendarLongestDays * DAY_MS), monthEnd: end })
      .andWhere('COALESCE(c.end_date_utc, c.start_date_utc) >= :monthStart', { monthStart: start })
      .select(['c.id AS id', 'c.slug AS slug', 'c.title AS title', 'c.start_date_utc AS "startDateUTC"', 'c.end_date_utc AS "endDateUTC"', 'c.location AS location'])
      .addSelect(['c.country AS country', 'c.city_slug AS "citySlug"', 'c.type AS type', 'c.attendance_mode AS "attendanceMode"', 'c.event_status AS "eventStatus"'])
      .addSelect("(GREATEST(c.start_date_utc, CAST(:monthStart AS timestamptz)) AT TIME ZONE 'UTC')::date::text", 'first')
      .addSelect("(LEAST(COALESCE(c.end_date_utc, c.start_date_utc), CAST(:monthEnd AS timestamptz) - interval '1 millisecond') AT TIME ZONE 'UTC')::date::text", 'last');
    const rows = await ranked<ConferenceRow>(qb, 'first', 'c.start_date_utc');
    for (const r of rows) {
      byDate.get(r.first)!.starting++;
      for (let t = Date.parse(r.first); t <= Date.parse(r.last); t += DAY_MS) byDate.get(day(new Date(t)))!.happening++;
    }
    const listed = rows.filter((r) => Number(r.rn) <= PLACES_LIMITS.calendarPerDay);
    for (const r of listed) byDate.get(r.first)!.startingListed++;
    return listed.map(({ first: _f, last: _l, rn: _rn, startDateUTC, endDateUTC, country, ...r }) => ({
      ...r,
      country: country?.trim() ?? null,
      startDateUTC: startDateUTC.toISOString(),
      endDateUTC: endDateUTC?.toISOString() ?? null,
    }));
  }

  private async deadlinesIn(filters: Omit<CalendarQuery, 'month'>, now: Date, start: Date, end: Date, byDate: Map<string, CalendarDay>): Promise<CalendarDeadline[]> {
    const qb = (await this.conferences.matching(filters, now, false))
      .andWhere('c.cfp_closes_at >= :closesFrom AND c.cfp_closes_at < :closesTo', {
        closesFrom: new Date(start.getTime() - DEADLINE_SLACK_MS),
        closesTo: new Date(end.getTime() + DEADLINE_SLACK_MS),
      })
      .andWhere('c.cfp_end_date >= :firstDay AND c.cfp_end_date < :nextMonth', { firstDay: day(start), nextMonth: day(end) })
      .select(['c.id AS id', 'c.slug AS slug', 'c.title AS title', 'c.cfp_end_date::text AS "cfpEndDate"', 'c.cfp_timezone AS "cfpTimezone"'])
      .addSelect(['c.cfp_closes_at AS "cfpClosesAt"', 'c.cfp_url AS "cfpUrl"']);
    const rows = await ranked<DeadlineRow>(qb, '"cfpEndDate"', 'c.cfp_closes_at');
    for (const r of rows) byDate.get(r.cfpEndDate)!.deadlines++;
    const listed = rows.filter((r) => Number(r.rn) <= PLACES_LIMITS.calendarPerDay);
    for (const r of listed) byDate.get(r.cfpEndDate)!.deadlinesListed++;
    return listed.map(({ rn: _rn, cfpClosesAt, ...r }) => ({ ...r, cfpClosesAt: cfpClosesAt.toISOString() }));
  }
}

/**
 * Every matching row's day and rank within its day (by `order`, then id); only the first ranks carry
 * their columns' weight to the caller, the rest are counted. A month at 100,000 conferences is a few
 * thousand rows.
 */
async function ranked<T>(qb: SelectQueryBuilder<ConferenceEntity>, dayColumn: string, order: string): Promise<T[]> {
  const [sql, params] = qb.addSelect(`row_number() OVER (ORDER BY ${order}, c.id)`, 'seq').getQueryAndParameters();
  const rows = (await qb.connection.query(
    `SELECT s.*, row_number() OVER (PARTITION BY s.${dayColumn} ORDER BY s.seq) AS rn FROM (${sql}) s ORDER BY s.seq`,
    params,
  )) as (T & { seq?: string })[];
  for (const row of rows) delete row.seq;
  return rows;
}
