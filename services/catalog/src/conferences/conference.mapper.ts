import { Conference, ConferenceDetails, ConferenceSummary } from '@confdir/contracts';
import { ConferenceEntity } from './conference.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** What toConference reads: an entity, or a raw row selected with CONFERENCE_COLUMNS. */
export type ConferenceFields = Omit<ConferenceEntity, 'normalizedUrl' | 'online' | 'searchText' | 'placeVersion'>;

/**
 * The columns of ConferenceFields under their property names, for raw reads on hot paths: a detail read
 * through the repository spent ≈ 20 % of catalog's busy CPU building the query and hydrating the entity.
 * `cfp_end_date` as text: the driver would parse a `date` into a local Date, the entity keeps the string.
 */
export const CONFERENCE_COLUMNS = `id, slug, title, url, image_url AS "imageUrl", start_date_utc AS "startDateUtc", end_date_utc AS "endDateUtc",
  location, venue, type, source, status, cfp_url AS "cfpUrl", cfp_end_date::text AS "cfpEndDate", cfp_timezone AS "cfpTimezone",
  cfp_closes_at AS "cfpClosesAt", attendance_mode AS "attendanceMode", event_status AS "eventStatus", country, city, city_slug AS "citySlug", latitude, longitude, languages, topics,
  coc_url AS "cocUrl", captions, scholarship, twitter, mastodon, bluesky, created_at AS "createdAt", updated_at AS "updatedAt"`;

export function toDetails(c: ConferenceFields): ConferenceDetails {
  return {
    cfpUrl: c.cfpUrl,
    cfpEndDate: c.cfpEndDate,
    cfpTimezone: c.cfpTimezone,
    cfpClosesAt: iso(c.cfpClosesAt),
    attendanceMode: c.attendanceMode,
    eventStatus: c.eventStatus,
    country: c.country,
    city: c.city,
    citySlug: c.citySlug,
    latitude: c.latitude,
    longitude: c.longitude,
    languages: c.languages,
    topics: c.topics,
    cocUrl: c.cocUrl,
    captions: c.captions,
    scholarship: c.scholarship,
    twitter: c.twitter,
    mastodon: c.mastodon,
    bluesky: c.bluesky,
  };
}

export function toConference(c: ConferenceFields, votesCount = 0): Conference {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    url: c.url,
    imageUrl: c.imageUrl,
    startDateUTC: iso(c.startDateUtc),
    endDateUTC: iso(c.endDateUtc),
    location: c.location,
    venue: c.venue,
    type: c.type,
    source: c.source,
    status: c.status,
    votesCount,
    ...toDetails(c),
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** The columns a summary reads. */
export type SummaryFields = Pick<ConferenceEntity, 'id' | 'slug' | 'title' | 'location' | 'startDateUtc' | 'endDateUtc' | 'status' | 'type'>;

export function toSummary(c: SummaryFields): ConferenceSummary {
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    location: c.location,
    startDateUTC: iso(c.startDateUtc),
    endDateUTC: iso(c.endDateUtc),
    status: c.status,
    type: c.type,
  };
}
