/** Date display of SPEC §9, always in UTC. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function full(d: Date): string {
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

export function formatDateRange(start: string | null | undefined, end: string | null | undefined): string {
  const s = parse(start);
  if (!s) return 'Date TBA';
  const e = parse(end);
  const sameDay = !e || (e.getUTCFullYear() === s.getUTCFullYear() && e.getUTCMonth() === s.getUTCMonth() && e.getUTCDate() === s.getUTCDate());
  if (sameDay) return full(s);
  if (e.getUTCFullYear() === s.getUTCFullYear()) {
    if (e.getUTCMonth() === s.getUTCMonth()) return `${MONTHS[s.getUTCMonth()]} ${s.getUTCDate()}–${e.getUTCDate()}, ${s.getUTCFullYear()}`;
    return `${MONTHS[s.getUTCMonth()]} ${s.getUTCDate()} – ${MONTHS[e.getUTCMonth()]} ${e.getUTCDate()}, ${s.getUTCFullYear()}`;
  }
  return `${full(s)} – ${full(e)}`;
}

export function monthAbbreviation(month: number): string {
  return MONTHS[month - 1] ?? '';
}
