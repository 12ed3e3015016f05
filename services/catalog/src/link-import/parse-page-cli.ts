/**
 * `npm run -s parse-page -- <file.html | https://…> [--url <address the page was served from>]`:
 * prints what add-by-link reads from one page as JSON (every field, and per field its source, the
 * page it came from, its confidence, high or check, and the reason when it is empty or doubtful).
 * Touches no database; an address is fetched through the same SSRF-safe fetcher as the catalog, with
 * the default limits, and its venue or about page too when it lacks facts.
 */
import { readFileSync } from 'node:fs';
import { LINK_PREVIEW_FIELDS } from '@confdir/contracts';
import { readLinkImportConfig } from './link-import.config';
import { parseConferencePage, ParsedConference } from './page-parser';
import { readConferenceLink } from './read-link';

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
  let parsed: ParsedConference;
  try {
    // An address is read as the catalog reads it, venue or about page included; a file alone.
    parsed = /^https?:\/\//i.test(args.target)
      ? (await readConferenceLink(args.target, readLinkImportConfig(env))).parsed
      : parseConferencePage(readFileSync(args.target, 'utf8'), args.url);
  } catch (err) {
    return { code: 1, stdout: '', stderr: `parse-page: ${(err as Error).message}\n` };
  }
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
