import { Conference, ConferenceDetails, ConferenceSummary } from '@confdir/contracts';
import { ConferenceEntity } from './conference.entity';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

export function toDetails(c: ConferenceEntity): ConferenceDetails {
  return {
    cfpUrl: c.cfpUrl,
    cfpEndDate: c.cfpEndDate,
    cfpTimezone: c.cfpTimezone,
    cfpClosesAt: iso(c.cfpClosesAt),
    attendanceMode: c.attendanceMode,
    eventStatus: c.eventStatus,
    country: c.country,
    city: c.city,
    languages: c.languages,
    topics: c.topics,
  };
}

export function toConference(c: ConferenceEntity, votesCount = 0): Conference {
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

export function toSummary(c: ConferenceEntity): ConferenceSummary {
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
