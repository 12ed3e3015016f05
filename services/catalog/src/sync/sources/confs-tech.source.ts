import { SYNC_SOURCE_LABELS } from '@confdir/contracts';
import { ConfsTechFile, parseConfsTech } from '../../import/confs-tech';
import { normalizeUrl } from '../../conferences/text';
import { SourceRead, SyncProblem, SyncSource, UpstreamEntry, UpstreamReader } from './source';

/** Every topic file the dataset has had (conferences/<year>/<topic>.json); a year without one is no error. */
export const CONFS_TECH_TOPICS = [
  'accessibility', 'android', 'api', 'cfml', 'clojure', 'cpp', 'css', 'data', 'devops', 'dotnet', 'elixir', 'elm', 'general',
  'golang', 'graphql', 'groovy', 'haskell', 'identity', 'ios', 'iot', 'java', 'javascript', 'kotlin', 'leadership', 'networking',
  'opensource', 'performance', 'php', 'product', 'python', 'ruby', 'rust', 'scala', 'security', 'sre', 'tech-comm', 'testing',
  'typescript', 'ux',
];

/** Last year to two years ahead: what is upcoming or just past. */
export function confsTechYears(now: Date): number[] {
  const year = now.getUTCFullYear();
  return [year - 1, year, year + 1, year + 2];
}

/**
 * confs.tech (tech-conferences/conference-data, MIT): `<base>/conferences/<year>/<topic>.json`.
 * The importer's parsing (import/confs-tech.ts) maps records and merges a conference's copies under several topics.
 */
export const confsTechSource: SyncSource = {
  name: 'confs-tech',
  label: SYNC_SOURCE_LABELS['confs-tech'],
  defaultUrl: 'https://raw.githubusercontent.com/tech-conferences/conference-data/main',
  async read(base: string, reader: UpstreamReader, now: Date): Promise<SourceRead> {
    const root = base.replace(/\/+$/, '');
    const years = confsTechYears(now);
    const files: ConfsTechFile[] = [];
    const errors: SyncProblem[] = [];
    // Four at a time: ~150 small files, polite to the host and quick.
    const paths = years.flatMap((year) => CONFS_TECH_TOPICS.map((topic) => ({ path: `${year}/${topic}.json`, topic })));
    for (let i = 0; i < paths.length; i += 4) {
      await Promise.all(
        paths.slice(i, i + 4).map(async ({ path, topic }) => {
          try {
            const content = await reader(`${root}/conferences/${path}`);
            if (content !== null) files.push({ path, topic, content });
          } catch (err) {
            errors.push({ where: path, reason: err instanceof Error ? err.message : String(err) });
          }
        }),
      );
    }
    files.sort((a, b) => a.path.localeCompare(b.path));
    const parsed = parseConfsTech(files);
    const entries: UpstreamEntry[] = parsed.candidates.map((c) => ({
      key: c.key,
      where: c.where,
      url: c.input.url,
      conference: { ...c.input, location: c.input.location ?? null, eventStatus: 'scheduled' },
    }));
    // A whole file that is not JSON or not an array is an error of the file, as a failed fetch is.
    const fileErrors = parsed.rejected.filter((r) => r.name === '(whole file)');
    const rejected = parsed.rejected.filter((r) => r.name !== '(whole file)');
    return {
      entries,
      rejected: rejected.map((r) => ({ where: r.where, reason: `"${r.name}": ${r.reason}` })),
      rejectedKeys: rejectedKeys(files, rejected.map((r) => r.where)),
      errors: [...errors, ...fileErrors.map((r) => ({ where: r.where, reason: r.reason }))],
      window: { from: `${years[0]}-01-01`, to: `${years[years.length - 1]}-12-31` },
    };
  },
};

/** The identities of rejected records that still have a URL and a start day: such an entry is not gone, only unreadable now. */
function rejectedKeys(files: ConfsTechFile[], wheres: string[]): string[] {
  const keys: string[] = [];
  const byPath = new Map(files.map((f) => [f.path, f]));
  const parsed = new Map<string, unknown[]>();
  for (const where of wheres) {
    const [path, position] = where.split(' #');
    const file = byPath.get(path);
    if (!file || !position) continue;
    if (!parsed.has(path)) parsed.set(path, JSON.parse(file.content) as unknown[]);
    const record = parsed.get(path)![Number(position) - 1] as { url?: unknown; startDate?: unknown } | null;
    try {
      if (typeof record?.url === 'string' && typeof record.startDate === 'string') keys.push(`${normalizeUrl(record.url)}|${record.startDate}`);
    } catch {
      // Not a URL: the record has no identity to keep.
    }
  }
  return keys;
}
