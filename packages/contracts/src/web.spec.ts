import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Every module `@confdir/contracts/web` loads, following relative imports from web.ts. */
function importGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const visit = (file: string) => {
    if (graph.has(file)) return;
    const source = readFileSync(join(__dirname, file), 'utf8');
    const specifiers = [...source.matchAll(/(?:import|export)[^'";]*?from\s+'([^']+)'|import\s+'([^']+)'/g)].map((m) => m[1] ?? m[2]);
    graph.set(file, specifiers);
    for (const s of specifiers) if (s.startsWith('./')) visit(`${s.slice(2)}.ts`);
  };
  visit(entry);
  return graph;
}

describe('@confdir/contracts/web', () => {
  it('loads only its own modules and validator.js, so a browser bundle gets no decorators or Node code', () => {
    const external = [...importGraph('web.ts')].flatMap(([file, specs]) => specs.filter((s) => !s.startsWith('./')).map((s) => `${file} → ${s}`));
    // validator.js is plain browser-safe functions: the forms check URLs and e-mails exactly as the gateway does.
    expect(external).toEqual(['field-checks.ts → validator/lib/isEmail', 'field-checks.ts → validator/lib/isURL']);
  });

  it('never reads process.env (NATS subjects stay on the server)', () => {
    const readers = [...importGraph('web.ts').keys()].filter((file) => readFileSync(join(__dirname, file), 'utf8').includes('process.'));
    expect(readers).toEqual([]);
  });

  it('offers what the web forms need', async () => {
    const web = await import('./web');
    expect(web.CONFERENCE_TYPES).toContain('Bio/Health');
    expect(web.CATALOG_LIMITS.pageSize).toBe(12);
    expect(web.MAX_ID).toBe(2_147_483_647);
  });
});
