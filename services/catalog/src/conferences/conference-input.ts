import { CATALOG_LIMITS, CONFERENCE_TYPES, CreateConferenceInput, isCalendarDay, isDayOrInstant, isWebUrl } from '@confdir/contracts';
import { ServiceError } from '@confdir/service-kit';
import { NormalizedDetails, normalizeDetails } from './conference-details';
import { normalizeUrl, searchText } from './text';

/** A conference ready to store: trimmed, typed, dates as instants, the duplicate key computed. */
export interface NormalizedConference extends NormalizedDetails {
  title: string;
  url: string;
  normalizedUrl: string;
  imageUrl: string | null;
  startDateUtc: Date | null;
  endDateUtc: Date | null;
  location: string | null;
  venue: string | null;
  type: string;
  searchText: string;
}

function optionalText(value: unknown, label: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw ServiceError.validation(`${label} must be text`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw ServiceError.validation(`${label} must be at most ${max} characters`);
  return trimmed === '' ? null : trimmed;
}

function optionalInstant(value: unknown, label: string): { at: Date; dayOnly: boolean } | null {
  const text = optionalText(value, label, 40);
  if (text === null) return null;
  if (!isDayOrInstant(text)) throw ServiceError.validation(`${label} must be a date written YYYY-MM-DD (or an ISO 8601 date-time)`);
  const dayOnly = isCalendarDay(text);
  return { at: new Date(dayOnly ? `${text}T00:00:00Z` : text), dayOnly };
}

const DAY_MS = 86_400_000;

/**
 * The rules of a submission (SPEC §5) for every way a conference enters the catalog.
 * A day without a time is midnight UTC of that day.
 */
export function normalizeConferenceInput(input: CreateConferenceInput): NormalizedConference {
  const title = optionalText(input.title, 'Title', CATALOG_LIMITS.title);
  if (title === null) throw ServiceError.validation('Title is required');
  const url = optionalText(input.url, 'URL', CATALOG_LIMITS.url);
  if (url === null || !isWebUrl(url)) throw ServiceError.validation('Must be a valid URL');
  const imageUrl = optionalText(input.imageUrl, 'imageUrl', CATALOG_LIMITS.url);
  if (imageUrl !== null && !isWebUrl(imageUrl)) throw ServiceError.validation('imageUrl must be a valid http(s) URL');
  const location = optionalText(input.location, 'location', CATALOG_LIMITS.location);
  const venue = optionalText(input.venue, 'venue', CATALOG_LIMITS.venue);
  const type = optionalText(input.type, 'type', 20) ?? 'General';
  if (!(CONFERENCE_TYPES as readonly string[]).includes(type)) throw ServiceError.validation(`type must be one of: ${CONFERENCE_TYPES.join(', ')}`);

  const start = optionalInstant(input.startDate, 'startDate');
  const end = optionalInstant(input.endDate, 'endDate');
  if (end && !start) throw ServiceError.validation('endDate needs a startDate');
  let endDateUtc = end?.at ?? null;
  if (start && end && end.at < start.at) {
    // An end day given without a time covers that whole day.
    const endOfDay = end.dayOnly ? end.at.getTime() + DAY_MS : end.at.getTime();
    if (endOfDay <= start.at.getTime()) throw ServiceError.validation('endDate must not be before startDate');
    endDateUtc = start.at;
  }
  return {
    title,
    url,
    normalizedUrl: normalizeUrl(url),
    imageUrl,
    startDateUtc: start?.at ?? null,
    endDateUtc,
    location,
    venue,
    type,
    ...normalizeDetails(input, location),
    searchText: searchText(title, location, venue),
  };
}
