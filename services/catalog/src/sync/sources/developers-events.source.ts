import { CATALOG_LIMITS, EventStatus, isCalendarDay, isWebUrl, SYNC_SOURCE_LABELS } from '@confdir/contracts';
import { countryCodeOf } from '../../import/confs-tech-codes';
import { normalizeUrl } from '../../conferences/text';
import { SourceRead, SyncSource, UpstreamEntry, UpstreamReader } from './source';

/**
 * The developers.events agenda (scraly/developers-conferences-agenda): one `all-events.json`, an array of
 * `{ name, date: [startMs, endMs] | [ms], hyperlink, location, city, country, misc, cfp: { link, until },
 * closedCaptions, scholarship, status, tags }`. The repository states no licence; only facts are kept.
 */
export const developersEventsSource: SyncSource = {
  name: 'developers-events',
  label: SYNC_SOURCE_LABELS['developers-events'],
  defaultUrl: 'https://raw.githubusercontent.com/scraly/developers-conferences-agenda/master/page/src/misc/all-events.json',
  async read(location: string, reader: UpstreamReader): Promise<SourceRead> {
    const file = /\.json$/i.test(location.split('?')[0]) ? location : `${location.replace(/\/+$/, '')}/all-events.json`;
    const read: SourceRead = { entries: [], rejected: [], rejectedKeys: [], errors: [], window: null };
    let list: unknown;
    try {
      const text = await reader(file);
      if (text === null) throw new Error('the file does not exist (HTTP 404 or no such file)');
      list = JSON.parse(text);
    } catch (err) {
      read.errors.push({ where: 'all-events.json', reason: err instanceof Error ? err.message : String(err) });
      return read;
    }
    if (!Array.isArray(list)) {
      read.errors.push({ where: 'all-events.json', reason: 'not a JSON array' });
      return read;
    }
    const seen = new Set<string>();
    list.forEach((raw, index) => {
      const where = `all-events.json #${index + 1}`;
      const mapped = mapEvent(raw);
      if ('reason' in mapped) {
        read.rejected.push({ where, reason: `"${nameOf(raw)}": ${mapped.reason}` });
        if (mapped.key) read.rejectedKeys.push(mapped.key);
        return;
      }
      // The agenda lists some events twice (one per tag page); the first copy stands.
      if (seen.has(mapped.key)) return;
      seen.add(mapped.key);
      read.entries.push({ ...mapped, where });
    });
    read.window = { from: '0001-01-01', to: '9999-12-31' };
    return read;
  },
};

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

function nameOf(raw: unknown): string {
  const name = raw && typeof raw === 'object' ? text((raw as { name?: unknown }).name) : null;
  return name ?? '(no name)';
}

const ONLINE = /\b(online|virtual|remote)\b/i;

function dayOf(ms: unknown): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null;
  const d = new Date(ms);
  return Number.isNaN(d.getTime()) ? null : d.toISOString().slice(0, 10);
}

/** `until` is written many ways ("2026-05-31", "31-May-2026", "May 31, 2026"); `untilDate` (ms) when present wins. */
function cfpDeadline(cfp: Record<string, unknown>): string | null {
  const fromMs = dayOf(cfp.untilDate);
  if (fromMs) return fromMs;
  const until: string | null = text(cfp.until);
  if (until === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(until)) return isCalendarDay(until) ? until : null;
  const parsed = new Date(until.replace(/-/g, ' '));
  if (Number.isNaN(parsed.getTime())) return null;
  // Parsed as a local day: read it back as one.
  const two = (n: number) => String(n).padStart(2, '0');
  return `${parsed.getFullYear()}-${two(parsed.getMonth() + 1)}-${two(parsed.getDate())}`;
}

function statusOf(raw: unknown): EventStatus {
  const s = text(raw)?.toLowerCase() ?? '';
  if (s.startsWith('cancel')) return 'cancelled';
  if (s.startsWith('postpone')) return 'postponed';
  return 'scheduled';
}

export function mapEvent(raw: unknown): Omit<UpstreamEntry, 'where'> | { reason: string; key?: string } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { reason: 'not an object' };
  const r = raw as Record<string, unknown>;
  const url = text(r.hyperlink);
  const dates = Array.isArray(r.date) ? r.date : null;
  const startDate = dates ? dayOf(dates[0]) : null;
  const key = url && isWebUrl(url) && startDate ? `${normalizeUrl(url)}|${startDate}` : undefined;
  const problem = (reason: string) => ({ reason, key });
  const title = text(r.name);
  if (!title) return problem('name is missing or not text');
  if (title.length > CATALOG_LIMITS.title) return problem(`name is longer than ${CATALOG_LIMITS.title} characters`);
  if (!url || !isWebUrl(url) || url.length > CATALOG_LIMITS.url) return problem(`hyperlink is not a valid http(s) URL (${JSON.stringify(r.hyperlink ?? null)})`);
  if (!startDate) return problem(`date is not [start ms, end ms] (${JSON.stringify(r.date ?? null)})`);
  const endDate = dates!.length > 1 ? dayOf(dates![1]) : startDate;
  if (!endDate || endDate < startDate) return problem(`the end of date is not a time after its start (${JSON.stringify(r.date)})`);
  const where = text(r.location);
  const city = text(r.city);
  const countryName = text(r.country);
  const onlineToo = [where, city, countryName].some((v) => v !== null && ONLINE.test(v));
  const placeCity = city && !ONLINE.test(city) ? city : null;
  const country = countryName && !ONLINE.test(countryName) ? countryCodeOf(countryName) : null;
  const place = [placeCity, countryName && country ? countryName : null].filter(Boolean).join(', ') || null;
  if (!place && !onlineToo) return problem('no city, country or online location');
  const location = place ?? 'Online';
  if (location.length > CATALOG_LIMITS.location) return problem(`location is longer than ${CATALOG_LIMITS.location} characters`);
  const cfp = r.cfp && typeof r.cfp === 'object' && !Array.isArray(r.cfp) ? (r.cfp as Record<string, unknown>) : {};
  const cfpLink = text(cfp.link);
  return {
    key: key!,
    url,
    conference: {
      title,
      url,
      startDate,
      endDate,
      location,
      city: placeCity && placeCity.length <= 100 ? placeCity : null,
      country,
      attendanceMode: onlineToo ? (place ? 'hybrid' : 'online') : 'in-person',
      cfpUrl: cfpLink && isWebUrl(cfpLink) && cfpLink.length <= CATALOG_LIMITS.url ? cfpLink : null,
      cfpEndDate: cfpDeadline(cfp),
      eventStatus: statusOf(r.status),
      type: 'Tech',
      languages: [],
      topics: [],
      // One flag for captions or sign language (docs/decisions.md, inclusion facts).
      captions: r.closedCaptions === true,
      scholarship: r.scholarship === true,
    },
  };
}
