/**
 * `npm run -s parse-page -- <file.html | https://…> [--url <address the page was served from>]`:
 * prints what add-by-link reads from one page as JSON (every field, and per field its source, the
 * page it came from, its confidence, high or check, and the reason when it is empty or doubtful). Touches no database; an address is
 * fetched through the same SSRF-safe fetcher as the catalog, with the default limits.
 */
import { readFileSync } from 'node:fs';
import { LINK_PREVIEW_FIELDS } from '@confdir/contracts';
import { readLinkImportConfig } from './link-import.config';
import { parseConferencePage } from './page-parser';
import { fetchPage } from './safe-fetch';

const USAGE = 'usage: npm run -s parse-page -- <file.html | https://…> [--url <address the page was served from>]';

export function parseArgs(argv: string[]): { target: string; url: string | null } | null {
  const rest = [...argv];
  let url: string | null = null;
  const at = rest.indexOf('--url');
  if (at >= 0) {
    url = rest[at + 1] ?? null;
    if (!url) return null;
    rest.splice(at, 2);
  }
  return rest.length === 1 ? { target: rest[0], url } : null;
}

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The command itself, without the process around it (tests run it in place). */
export async function parsePageCommand(argv: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  const args = parseArgs(argv);
  if (!args) return { code: 2, stdout: '', stderr: `${USAGE}\n` };
  let html: string;
  let pageUrl = args.url;
  try {
    if (/^https?:\/\//i.test(args.target)) {
      const page = await fetchPage(args.target, readLinkImportConfig(env));
      html = page.html;
      pageUrl ??= page.url;
    } else {
      html = readFileSync(args.target, 'utf8');
    }
  } catch (err) {
    return { code: 1, stdout: '', stderr: `parse-page: ${(err as Error).message}\n` };
  }
  const parsed = parseConferencePage(html, pageUrl);
  const fields = Object.fromEntries(LINK_PREVIEW_FIELDS.map((f) => [f, parsed[f]]));
  return { code: 0, stdout: `${JSON.stringify({ ...fields, notes: parsed.notes }, null, 2)}\n`, stderr: '' };
}

if (require.main === module) {
  void parsePageCommand(process.argv.slice(2), process.env).then(({ code, stdout, stderr }) => {
    process.stdout.write(stdout);
    process.stderr.write(stderr);
    process.exitCode = code;
  });
}
