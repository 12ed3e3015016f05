/**
 * Wire shapes come from `@confdir/contracts/web` (no validators, nothing Node-only);
 * what follows them is the web app's own.
 */
import { COMPANY_EVENT_ROLES } from '@confdir/contracts/web';
import type { CompanyEventFields, CompanyEventJson, CompanyJson, CompanyProfileResponse, EventConference, PipelineEntry } from '@confdir/contracts/web';

export type Company = CompanyJson;
export type ConferenceRef = EventConference;
export type CompanyEvent = CompanyEventJson;
export type PipelineInterest = PipelineEntry;
export type CompanyProfile = CompanyProfileResponse;

export type CompanyFields = Omit<Company, 'id' | 'slug' | 'createdAt' | 'updatedAt'>;

export const EVENT_ROLES = COMPANY_EVENT_ROLES;
export type EventRole = (typeof EVENT_ROLES)[number];

/** What POST /api/companies/:slug/events and PATCH /api/company-events/:id take. */
export type CompanyEventPayload = CompanyEventFields;
