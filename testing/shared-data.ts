import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Test material that lives beside the repository (`../shared/data`), never inside it. A newcomer's
 * clone has none: the tests that need it skip with one line naming the folder, and fixtures inside
 * the repository keep the same code tested. SHARED_DATA_DIR points elsewhere (a missing folder shows
 * what such a clone does without renaming the real one).
 */
export function sharedDataRoot(): string {
  return resolve(process.env.SHARED_DATA_DIR ?? join(__dirname, '..', '..', 'shared', 'data'));
}

/** `<shared data>/<name>`, or null after printing the one line that says what skips and which folder it needs. */
export function sharedData(name: string, what: string): string | null {
  const dir = join(sharedDataRoot(), name);
  if (existsSync(dir)) return dir;
  process.stderr.write(`${what}: skipped, no ${dir}\n`);
  return null;
}
