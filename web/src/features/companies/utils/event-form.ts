import { EVENT_ROLES, type CompanyEvent, type CompanyEventPayload, type EventRole } from '../types';

/** The event dialog's fields as the form holds them (inputs hold text). */
export interface EventFormValues {
  mode: 'list' | 'custom';
  conferenceId: string;
  customConferenceName: string;
  location: string;
  role: EventRole;
  rating: string;
  year: string;
  month: string;
  outcomes: string;
  notes: string;
  caseStudyUrl: string;
  photoUrls: string[];
}

export function emptyEventForm(now = new Date()): EventFormValues {
  return {
    mode: 'list',
    conferenceId: '',
    customConferenceName: '',
    location: '',
    role: 'ATTENDED',
    rating: '',
    year: String(now.getFullYear()),
    month: '',
    outcomes: '',
    notes: '',
    caseStudyUrl: '',
    photoUrls: [],
  };
}

export function eventToForm(event: CompanyEvent): EventFormValues {
  const role = (EVENT_ROLES as readonly string[]).includes(event.role) ? (event.role as EventRole) : 'ATTENDED';
  return {
    mode: event.customConferenceName ? 'custom' : 'list',
    conferenceId: event.conferenceId != null ? String(event.conferenceId) : '',
    customConferenceName: event.customConferenceName ?? '',
    location: event.location ?? '',
    role,
    rating: event.rating != null ? String(event.rating) : '',
    year: event.year != null ? String(event.year) : '',
    month: event.month != null ? String(event.month) : '',
    outcomes: event.outcomes ?? '',
    notes: event.notes ?? '',
    caseStudyUrl: event.caseStudyUrl ?? '',
    photoUrls: event.photoUrls ?? [],
  };
}

/** SPEC §5: submit only with a chosen conference (list mode) or a custom name (custom mode). */
export function hasConference(values: Pick<EventFormValues, 'mode' | 'conferenceId' | 'customConferenceName'>): boolean {
  return values.mode === 'custom' ? values.customConferenceName.trim() !== '' : values.conferenceId !== '';
}

const text = (value: string): string | null => value.trim() || null;
const int = (value: string): number | null => (value.trim() === '' ? null : Number.parseInt(value, 10));

/** SPEC §4-§5: one of conference or custom name is null; empty optional values and no photos are null. */
export function toEventPayload(values: EventFormValues): CompanyEventPayload {
  const custom = values.mode === 'custom';
  return {
    conferenceId: custom ? null : int(values.conferenceId),
    customConferenceName: custom ? text(values.customConferenceName) : null,
    location: text(values.location),
    role: values.role,
    rating: int(values.rating),
    year: int(values.year),
    month: int(values.month),
    outcomes: text(values.outcomes),
    notes: text(values.notes),
    caseStudyUrl: text(values.caseStudyUrl),
    photoUrls: values.photoUrls.length ? values.photoUrls : null,
  };
}
