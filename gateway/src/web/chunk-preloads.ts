import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

/**
 * `<link rel="modulepreload">` tags for a page's lazy chunk and the chunks it imports, read from
 * Vite's build manifest, so the browser fetches them with the HTML instead of after the entry
 * script runs (the page hydrates sooner). Chunks the entry already loads are left out.
 */
export class ChunkPreloads {
  private readonly links = new Map<string, string>();

  constructor(webDist: string) {
    const file = join(webDist, '.vite', 'manifest.json');
    if (!existsSync(file)) return;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const closure = (key: string, seen: Set<string>): Set<string> => {
      if (seen.has(key) || !manifest[key]) return seen;
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) closure(dep, seen);
      return seen;
    };
    const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
    const loadedByEntry = entryKey ? closure(entryKey, new Set()) : new Set<string>();
    for (const [key, chunk] of Object.entries(manifest)) {
      if (!chunk.isDynamicEntry || !chunk.name) continue;
      const files = [...closure(key, new Set())].filter((k) => !loadedByEntry.has(k)).map((k) => manifest[k].file);
      this.links.set(chunk.name, files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join(''));
    }
  }

  for(chunkName: string | undefined): string {
    return (chunkName && this.links.get(chunkName)) || '';
  }
}
