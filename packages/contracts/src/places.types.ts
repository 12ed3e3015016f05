/**
 * Browse by place, topic and month (issue 35): wire shapes of the landing data, the map and the
 * calendar. Decorator-free, part of `@confdir/contracts/web`. Every list here is bounded.
 */
import type { AttendanceMode } from './icp';
import type { ConferenceTopic, EventStatus } from './discovery-vocab';

export const PLACES_LIMITS = {
  /** Most cities a country's answer lists (the busiest); `citiesTotal` says how many it has. */
  citiesPerCountry: 200,
  /** Most city clusters a map answer holds (the busiest); `clustersTotal` says how many the filters give. */
  mapClusters: 2_000,
  /** Most conferences, and most CFP deadlines, a calendar lists per day (by the day they start in the month). */
  calendarPerDay: 15,
  /** A conference longer than this shows only in the months it starts within this many days of. */
  calendarLongestDays: 92,
} as const;

/** Published conferences: those not over yet (upcoming, as the listing counts them) and all of them. */
export interface PlaceCounts {
  upcoming: number;
  total: number;
}

/** A country with at least one published conference. */
export interface CountrySummary extends PlaceCounts {
  /** ISO 3166-1 alpha-2, upper case; pages use it in lower case: /countries/de. */
  code: string;
  name: string;
  /** Cities of the country with at least one conference. */
  cityCount: number;
}

/** GET /api/places/countries: every country with a conference (≤ 250), by name. */
export interface CountriesResponse {
  countries: CountrySummary[];
}

export interface CitySummary extends PlaceCounts {
  /** Unique within its country: /countries/{code}/{slug}. */
  slug: string;
  /** GeoNames' name ("Zürich", "Munich"). */
  name: string;
  latitude: number;
  longitude: number;
}

/** GET /api/places/countries/:cc: the country and its busiest cities (most upcoming first). */
export interface CountryResponse extends CountrySummary {
  cities: CitySummary[];
  /** All its cities with a conference; `cities` holds at most PLACES_LIMITS.citiesPerCountry. */
  citiesTotal: number;
}

/** GET /api/places/countries/:cc/:city (a slug, or the city's name in any spelling or script). */
export interface CityResponse extends CitySummary {
  country: { code: string; name: string };
}

export interface TopicSummary extends PlaceCounts {
  topic: ConferenceTopic;
}

/** GET /api/topics: every topic with a conference, most upcoming first. */
export interface TopicsResponse {
  topics: TopicSummary[];
}

/** Conferences of one city that match the filters. */
export interface MapCluster {
  country: string;
  /** The city's slug. */
  city: string;
  name: string;
  latitude: number;
  longitude: number;
  count: number;
}

/** GET /api/map: the listing's filters, its conferences grouped by city (busiest first). */
export interface MapResponse {
  clusters: MapCluster[];
  /** Conferences matching the filters. */
  total: number;
  /** Of those, the ones with a city (in some cluster); the rest are online or of an unknown place. */
  placed: number;
  /** Cities the filters give; `clusters` holds at most PLACES_LIMITS.mapClusters. */
  clustersTotal: number;
}

/** What a calendar cell shows of a conference. */
export interface CalendarConference {
  id: number;
  slug: string;
  title: string;
  startDateUTC: string;
  endDateUTC: string | null;
  location: string | null;
  country: string | null;
  citySlug: string | null;
  type: string;
  attendanceMode: AttendanceMode;
  eventStatus: EventStatus;
}

export interface CalendarDeadline {
  id: number;
  slug: string;
  title: string;
  /** The last day of the call, YYYY-MM-DD, in `cfpTimezone`. */
  cfpEndDate: string;
  cfpTimezone: string;
  cfpClosesAt: string;
  cfpUrl: string | null;
}

export interface CalendarDay {
  /** YYYY-MM-DD. */
  date: string;
  /** Conferences taking place that day (starting or going on). */
  happening: number;
  /** Conferences whose first day in this month is this one, and how many of them `conferences` lists. */
  starting: number;
  startingListed: number;
  /** Calls for papers closing that day, and how many of them `deadlines` lists. */
  deadlines: number;
  deadlinesListed: number;
}

/**
 * GET /api/calendar?month=YYYY-MM: conferences overlapping the month (by start, at most
 * PLACES_LIMITS.calendarPerDay per starting day) and calls for papers closing in it (as many per day),
 * with every day's counts, so a cell can say "and 12 more".
 */
export interface CalendarResponse {
  month: string;
  previous: string;
  next: string;
  days: CalendarDay[];
  conferences: CalendarConference[];
  deadlines: CalendarDeadline[];
  conferencesTotal: number;
  deadlinesTotal: number;
}

/** YYYY-MM with a month 01-12 and a year 1970-2199. */
export const CALENDAR_MONTH = /^(19[7-9]\d|2[01]\d\d)-(0[1-9]|1[0-2])$/;
