import { AOE, ATTENDANCE_MODES, CONFERENCE_TOPICS, CONTINENT_CODES, CONTINENTS, COUNTRY_CODES, countryName, EVENT_STATUSES, type AttendanceMode, type EventStatus } from './discovery';

/** How the discovery vocabulary reads on screen. */
export const MODE_LABELS: Record<AttendanceMode, string> = { 'in-person': 'In person', online: 'Online', hybrid: 'Hybrid' };
export const STATUS_LABELS: Record<EventStatus, string> = { scheduled: 'Scheduled', cancelled: 'Cancelled', postponed: 'Postponed', rescheduled: 'Rescheduled' };

const TOPIC_NAMES: Record<string, string> = {
  api: 'API', cfml: 'CFML', cpp: 'C++', css: 'CSS', dotnet: '.NET', golang: 'Go', graphql: 'GraphQL', ios: 'iOS', iot: 'IoT',
  javascript: 'JavaScript', opensource: 'Open source', php: 'PHP', sre: 'SRE', 'tech-comm': 'Technical communication',
  typescript: 'TypeScript', ux: 'UX',
};
export function topicLabel(topic: string): string {
  return TOPIC_NAMES[topic] ?? topic.charAt(0).toUpperCase() + topic.slice(1);
}

export const MODE_OPTIONS = ATTENDANCE_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }));
export const STATUS_OPTIONS = EVENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
export const TOPIC_OPTIONS = CONFERENCE_TOPICS.map((t) => ({ value: t, label: topicLabel(t) })).sort((a, b) => a.label.localeCompare(b.label));
export const CONTINENT_OPTIONS = CONTINENT_CODES.filter((c) => c !== 'AN').map((c) => ({ value: c, label: CONTINENTS[c] }));

let countries: { value: string; label: string }[] | undefined;
/** Every country by English name (computed once: Intl names are not free). */
export function countryOptions(): { value: string; label: string }[] {
  countries ??= COUNTRY_CODES.map((c) => ({ value: c, label: countryName(c) })).sort((a, b) => a.label.localeCompare(b.label));
  return countries;
}

let zones: { value: string; label: string }[] | undefined;
/** AoE first (most calls for papers use it), then UTC and the runtime's IANA zones. */
export function timeZoneOptions(): { value: string; label: string }[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  zones ??= [{ value: AOE, label: 'Anywhere on Earth (AoE, UTC-12)' }, { value: 'UTC', label: 'UTC' }, ...names.filter((z) => z !== 'UTC').map((z) => ({ value: z, label: z }))];
  return zones;
}
