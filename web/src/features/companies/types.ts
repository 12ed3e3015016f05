/**
 * Wire shapes come from `@confdir/contracts` (type-only: nothing of that package reaches the bundle);
 * what follows them is the web app's own.
 */
import type { CompanyEventJson, CompanyJson, CompanyProfileResponse, EventConference, PipelineEntry } from '@confdir/contracts';

export type Company = CompanyJson;
export type ConferenceRef = EventConference;
export type CompanyEvent = CompanyEventJson;
export type PipelineInterest = PipelineEntry;
export type CompanyProfile = CompanyProfileResponse;

export type CompanyFields = Omit<Company, 'id' | 'slug' | 'createdAt' | 'updatedAt'>;

export const EVENT_ROLES = ['ATTENDED', 'SPONSORED', 'SPOKE', 'EXHIBITED'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];



/** What POST /api/companies/:slug/events and PATCH /api/company-events/:id take. */
export interface CompanyEventPayload {
  conferenceId: number | null;
  customConferenceName: string | null;
  location: string | null;
  role: EventRole;
  rating: number | null;
  year: number | null;
  month: number | null;
  outcomes: string | null;
  notes: string | null;
  caseStudyUrl: string | null;
  photoUrls: string[] | null;
}


