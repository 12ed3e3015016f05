import { ATTENDANCE_MODES, ICP_FILTER_REGIONS, type AttendanceMode } from '@confdir/contracts/web';
import type { SelectOption } from '@/components/form/SelectField';

/** The attendance modes in words. */
const MODE_LABELS: Record<AttendanceMode, string> = {
  'in-person': 'In person',
  online: 'Online',
  hybrid: 'Hybrid',
};

/** The regions and modes the recommendations API accepts, from the contracts so they cannot drift. */
export const REGION_OPTIONS: SelectOption[] = [{ value: 'all', label: 'All regions' }, ...ICP_FILTER_REGIONS.map((r) => ({ value: r, label: r }))];
export const MODE_OPTIONS: SelectOption[] = [{ value: 'all', label: 'Any format' }, ...ATTENDANCE_MODES.map((m) => ({ value: m, label: MODE_LABELS[m] }))];

/** How many quarters ahead a visitor can pick: the current one and the next seven (two years). */
const QUARTERS_AHEAD = 8;

/** 'Any time' and the coming quarters from the UTC date, as the API writes them (2027-Q1). */
export function quarterOptions(now: Date): SelectOption[] {
  const first = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  const quarters = Array.from({ length: QUARTERS_AHEAD }, (_, i) => {
    const year = Math.floor((first + i) / 4);
    const q = ((first + i) % 4) + 1;
    return { value: `${year}-Q${q}`, label: `Q${q} ${year}` };
  });
  return [{ value: 'all', label: 'Any time' }, ...quarters];
}

export function modeLabel(mode: string): string {
  return MODE_LABELS[mode as AttendanceMode] ?? mode;
}
