import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Small files (GUIDE "Style"): no source file under a `src` folder grows past MAX_LINES unless a
 * `why-long:` line near its top says why it must stay whole. Migrations are history, not design.
 */
const ROOT = join(__dirname, '..');
const MAX_LINES = 300;
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', 'migrations']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIP_DIRS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

function srcFolders(): string[] {
  const owners = ['gateway', 'web', ...['services', 'packages'].flatMap((group) => readdirSync(join(ROOT, group)).map((name) => join(group, name)))];
  return owners.map((owner) => join(ROOT, owner, 'src')).filter((dir) => {
    try {
      return readdirSync(dir).length > 0;
    } catch {
      return false;
    }
  });
}

describe('source file size', () => {
  it(`keeps every src file within ${MAX_LINES} lines or says at its top why not`, () => {
    const files = srcFolders().flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n') }))
      .filter(({ lines }) => lines.length > MAX_LINES && !lines.slice(0, 15).some((line) => line.includes('why-long:')))
      .map(({ file, lines }) => `${file} (${lines.length} lines)`);
    expect(tooLong).toEqual([]);
  });
});
