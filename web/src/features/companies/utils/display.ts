import { monthAbbreviation } from '@/lib/dates';
import { safeImageUrl } from '@/lib/urls';
import type { CompanyEvent } from '../types';

/** A comma-separated field as its trimmed, non-empty items. */
export function splitList(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** SPEC §2: the custom name, else the known conference's title, else 'Conference #id'. */
export function eventConferenceName(event: Pick<CompanyEvent, 'customConferenceName' | 'conference' | 'conferenceId'>): string {
  if (event.customConferenceName) return event.customConferenceName;
  if (event.conference?.title) return event.conference.title;
  return event.conferenceId != null ? `Conference #${event.conferenceId}` : 'Conference';
}

/** 'Mar 2024', or the year alone, or nothing. */
export function eventWhen(event: Pick<CompanyEvent, 'month' | 'year'>): string {
  if (!event.year) return '';
  const month = event.month ? monthAbbreviation(event.month) : '';
  return month ? `${month} ${event.year}` : String(event.year);
}

/** The event's own location, else its conference's. */
export function eventLocation(event: Pick<CompanyEvent, 'location' | 'conference'>): string | null {
  return event.location || event.conference?.location || null;
}

export interface GalleryPhoto {
  url: string;
  caption: string;
}

/** Every photo of the track record with a safe address (issue 11), captioned with its event's name and year. */
export function galleryPhotos(events: CompanyEvent[]): GalleryPhoto[] {
  return events.flatMap((event) => {
    const caption = [eventConferenceName(event), event.year].filter(Boolean).join(' ');
    return (event.photoUrls ?? []).flatMap((stored) => {
      const url = safeImageUrl(stored);
      return url ? [{ url, caption }] : [];
    });
  });
}
