import { AOE } from './discovery';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/** 'AoE' reads as such; other zones by name ('Europe/Berlin'). */
export function zoneLabel(timeZone: string): string {
  return timeZone === AOE ? 'AoE' : timeZone.replace(/_/g, ' ');
}

export interface CfpState {
  open: boolean;
  /** 'closes in 3 days, AoE', 'closes in 5 hours, Europe/Berlin', 'closed'. */
  countdown: string;
}

/** Where a call for papers stands at `now`; null when the conference has no deadline. */
export function cfpState(c: { cfpClosesAt: string | null; cfpTimezone: string }, now = Date.now()): CfpState | null {
  if (!c.cfpClosesAt) return null;
  const left = Date.parse(c.cfpClosesAt) - now;
  if (!(left > 0)) return { open: false, countdown: 'closed' };
  const zone = zoneLabel(c.cfpTimezone);
  if (left >= DAY) return { open: true, countdown: `closes in ${plural(Math.floor(left / DAY), 'day')}, ${zone}` };
  if (left >= HOUR) return { open: true, countdown: `closes in ${plural(Math.floor(left / HOUR), 'hour')}, ${zone}` };
  return { open: true, countdown: `closes in ${plural(Math.max(1, Math.floor(left / MINUTE)), 'minute')}, ${zone}` };
}

/** Built once: toLocaleDateString with options builds a formatter on every call (1 % of a conference page's render). */
const DEADLINE_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** The deadline day as written by the organisers: 'Jan 31, 2027 (AoE)'. */
export function deadlineLabel(c: { cfpEndDate: string | null; cfpTimezone: string }): string | null {
  if (!c.cfpEndDate) return null;
  const day = DEADLINE_DAY.format(new Date(`${c.cfpEndDate}T00:00:00Z`));
  return `${day} (${zoneLabel(c.cfpTimezone)})`;
}
