import { z } from 'zod';
import { AOE, ATTENDANCE_MODES, EVENT_STATUSES, isLanguageCode, type AttendanceMode, type ConferenceTopic, type EventStatus } from '@/lib/discovery';
import type { Conference } from '@/types/conference';
import { fieldSchema } from '@/lib/field-schema';
import { DETAILS_FIELDS, NORMALIZE_SOCIAL, socialProfile, type SocialNetwork } from '@confdir/contracts/web';

/** A handle or profile URL the API will accept (it stores the canonical handle); empty is none. */
const socialSchema = (network: SocialNetwork, example: string) =>
  z.string().refine((v) => v.trim() === '' || NORMALIZE_SOCIAL[network](v) !== null, `Use a handle such as ${example}, or the profile URL`);

/** The discovery fields as the submit form and the admin edit hold them (text inputs, a topic list). */
export const detailsSchema = z.object({
  attendanceMode: z.enum(ATTENDANCE_MODES),
  eventStatus: z.enum(EVENT_STATUSES),
  country: z.string(),
  city: fieldSchema(DETAILS_FIELDS.city),
  cfpUrl: fieldSchema(DETAILS_FIELDS.cfpUrl),
  cfpEndDate: z.string(),
  cfpTimezone: z.string(),
  languages: z
    .string()
    .transform((v) => [...new Set(v.split(/[\s,]+/).map((c) => c.trim().toLowerCase()).filter(Boolean))])
    .refine((codes) => codes.every(isLanguageCode), 'Use two-letter language codes, e.g. en, de'),
  topics: z.array(z.string()),
  cocUrl: fieldSchema(DETAILS_FIELDS.cocUrl),
  captions: z.boolean(),
  scholarship: z.boolean(),
  twitter: socialSchema('twitter', '@name'),
  mastodon: socialSchema('mastodon', '@user@mastodon.social'),
  bluesky: socialSchema('bluesky', 'name.bsky.social'),
});

export type DetailsForm = z.input<typeof detailsSchema>;
export type DetailsValues = z.output<typeof detailsSchema>;

export const EMPTY_DETAILS: DetailsForm = {
  attendanceMode: 'in-person',
  eventStatus: 'scheduled',
  country: '',
  city: '',
  cfpUrl: '',
  cfpEndDate: '',
  cfpTimezone: AOE,
  languages: '',
  topics: [],
  cocUrl: '',
  captions: false,
  scholarship: false,
  twitter: '',
  mastodon: '',
  bluesky: '',
};

export function detailsOf(c: Conference): DetailsForm {
  return {
    attendanceMode: c.attendanceMode,
    eventStatus: c.eventStatus,
    country: c.country ?? '',
    city: c.city ?? '',
    cfpUrl: c.cfpUrl ?? '',
    cfpEndDate: c.cfpEndDate ?? '',
    cfpTimezone: c.cfpTimezone,
    languages: c.languages.join(', '),
    topics: c.topics,
    cocUrl: c.cocUrl ?? '',
    captions: c.captions,
    scholarship: c.scholarship,
    twitter: socialProfile('twitter', c.twitter)?.handle ?? '',
    mastodon: c.mastodon ?? '',
    bluesky: c.bluesky ?? '',
  };
}

/** The API body: what was filled in, nothing for an empty field or a default (the server's defaults agree). */
export interface DetailsPayload {
  attendanceMode?: AttendanceMode;
  eventStatus?: EventStatus;
  country?: string;
  city?: string;
  cfpUrl?: string;
  cfpEndDate?: string;
  cfpTimezone?: string;
  languages?: string[];
  topics?: ConferenceTopic[];
  cocUrl?: string;
  captions?: boolean;
  scholarship?: boolean;
  twitter?: string;
  mastodon?: string;
  bluesky?: string;
}

export function detailsPayload(v: DetailsValues): DetailsPayload {
  const payload: DetailsPayload = {
    attendanceMode: v.attendanceMode === 'in-person' ? undefined : v.attendanceMode,
    eventStatus: v.eventStatus === 'scheduled' ? undefined : v.eventStatus,
    country: v.country || undefined,
    city: v.city || undefined,
    cfpUrl: v.cfpUrl || undefined,
    cfpEndDate: v.cfpEndDate || undefined,
    cfpTimezone: v.cfpEndDate && v.cfpTimezone !== AOE ? v.cfpTimezone : undefined,
    languages: v.languages.length ? v.languages : undefined,
    topics: v.topics.length ? (v.topics as ConferenceTopic[]) : undefined,
    cocUrl: v.cocUrl || undefined,
    captions: v.captions || undefined,
    scholarship: v.scholarship || undefined,
    twitter: v.twitter.trim() || undefined,
    mastodon: v.mastodon.trim() || undefined,
    bluesky: v.bluesky.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(payload).filter(([, value]) => value !== undefined));
}
