import { formatDateRange } from '@/lib/dates';
import { STATUS_LABELS } from '@/lib/discovery-labels';
import { conferencePageEvent } from '@/lib/json-ld';
import type { PageHeadData } from '@/lib/page-head';
import { conferencePath } from '@/lib/site';
import type { Conference } from '@/types/conference';

/** The head of /conference/:slug: what, when, where, its picture and its schema.org Event. */
export function conferenceHead(conference: Conference, baseUrl: string): PageHeadData {
  const path = conferencePath(conference.slug);
  const when = conference.startDateUTC ? formatDateRange(conference.startDateUTC, conference.endDateUTC) : undefined;
  const where = conference.location ?? conference.city ?? (conference.attendanceMode === 'online' ? 'Online' : undefined);
  const status = conference.eventStatus !== 'scheduled' ? `${STATUS_LABELS[conference.eventStatus]}: ` : '';
  const facts = [when, where].filter(Boolean).join(', ');
  const event = conferencePageEvent(conference, new URL(path, baseUrl).href, baseUrl);
  return {
    title: conference.title,
    description: `${status}${conference.title}: ${conference.type || 'General'} conference${facts ? `, ${facts}` : ''}. Reviews, company interest and the call for papers on ConfDir.`,
    canonicalPath: path,
    image: conference.imageUrl,
    jsonLd: event ? [event] : [],
  };
}
