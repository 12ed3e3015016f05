import { decodeEntities } from './html-collector';
import { JsonObject } from './json-ld';

/** Plain text of a JSON-LD value (first of a list, `@value` of a literal), entities decoded. */
export function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (value && typeof value === 'object' && '@value' in value) return text((value as JsonObject)['@value']);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const s = decodeEntities(String(value)).replace(/\s+/g, ' ').trim();
  return s === '' ? null : s;
}

/** The calendar date as the event wrote it: "2019-03-24T08:30+08:00" is 2019-03-24 wherever we are. */
export function datePart(value: unknown): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text(value) ?? '');
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCDate() === Number(m[3]) && d.getUTCMonth() === Number(m[2]) - 1 ? m[0] : null;
}

export function imageOf(value: unknown): string | null {
  if (Array.isArray(value)) return imageOf(value[0]);
  if (value && typeof value === 'object') return text((value as JsonObject).url) ?? text((value as JsonObject).contentUrl);
  return text(value);
}
