/**
 * Search and slugs compare text without case or accents: 'Zürich' and 'zurich' are the same word.
 * NFD splits a letter from its accents, which are then dropped; letters of other scripts stay.
 */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a text, folded: runs of letters and digits; everything else separates words. */
export function words(value: string): string[] {
  return foldText(value).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** What the search index holds for a conference: its folded words, one space apart. */
export function searchText(...parts: (string | null | undefined)[]): string {
  return words(parts.filter(Boolean).join(' ')).join(' ');
}

const MAX_SLUG_LENGTH = 80;

/** A readable URL slug from a title: 'Café Conf 2027!' → 'cafe-conf-2027'. */
export function slugify(title: string): string {
  const ascii = foldText(title)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = ascii.length > MAX_SLUG_LENGTH ? ascii.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, '') : ascii;
  return cut.replace(/-+$/, '') || 'conference';
}

/** The next free slug given the taken ones among `base`, `base-2`, `base-3`... */
export function nextFreeSlug(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  if (!set.has(base)) return base;
  let max = 1;
  for (const slug of set) {
    const m = slug.startsWith(`${base}-`) ? /^\d+$/.exec(slug.slice(base.length + 1)) : null;
    if (m) max = Math.max(max, Number(m[0]));
  }
  return `${base}-${max + 1}`;
}

const TRACKING_PARAM = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|ref)$/i;

/**
 * The identity of a conference site for duplicate detection: scheme, `www.`, default port,
 * trailing slash, fragment, tracking parameters and host case do not make two events different.
 */
export function normalizeUrl(raw: string): string {
  const u = new URL(raw.trim());
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const port = u.port && !['80', '443'].includes(u.port) ? `:${u.port}` : '';
  const path = u.pathname.replace(/\/+$/, '').replace(/\/index\.html?$/i, '');
  const params = [...u.searchParams.entries()].filter(([k]) => !TRACKING_PARAM.test(k)).sort(([a], [b]) => a.localeCompare(b));
  const query = params.length ? `?${new URLSearchParams(params).toString()}` : '';
  return `${host}${port}${path}${query}`;
}

/** LIKE's wildcards taken literally (with ESCAPE '\\'). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A Postgres unique violation of the named constraint, as TypeORM or pg reports it. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = err as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
  const code = e?.driverError?.code ?? e?.code;
  const name = e?.driverError?.constraint ?? e?.constraint;
  return code === '23505' && name === constraint;
}
