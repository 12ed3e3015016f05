import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';

const root = join(__dirname, '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

interface ComposeService {
  image?: string;
  build?: unknown;
  environment?: Record<string, string>;
}
const compose = load(read('docker-compose.yml')) as { services: Record<string, ComposeService> };

/** Every source file under the packages, services and gateway `src` folders, as one text. */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(ts|js)$/.test(entry.name) && !entry.name.endsWith('.spec.ts')) texts.push(readFileSync(path, 'utf8'));
    }
  };
  for (const dir of ['packages', 'services', 'gateway/src', 'scripts']) walk(join(root, dir));
  return texts.join('\n');
}

describe('compose and the monitoring files', () => {
  it('pins every image to a version: no floating latest, no bare major', () => {
    const images = Object.entries(compose.services).filter(([, s]) => s.image).map(([name, s]) => [name, s.image as string]);
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const [name, image] of images) {
      const tag = image.slice(image.lastIndexOf(':') + 1);
      expect(`${name} ${tag}`).not.toMatch(/latest$/);
      // A release: major.minor(.patch) (PostgreSQL's releases are major.minor), or MinIO's dated RELEASE tags.
      expect(`${name} ${tag}`).toMatch(/ (v?\d+\.\d+(\.\d+)?|RELEASE\.\d{4}-\d\d-\d\dT[\d-]+Z)(-[a-z0-9.]+)?$/);
    }
    for (const line of read('Dockerfile').split('\n').filter((l) => l.startsWith('FROM node'))) expect(line).toMatch(/^FROM node:\d+\.\d+\.\d+-/);
  });

  it('scrapes every process that serves metrics, and the alerts and dashboard use metrics the code defines', () => {
    const prometheus = load(read('deploy/prometheus/prometheus.yml')) as { scrape_configs: { job_name: string; dns_sd_configs?: { names: string[]; port: number }[] }[] };
    const scraped = new Map(prometheus.scrape_configs.flatMap((job) => (job.dns_sd_configs ?? []).flatMap((sd) => sd.names.map((n) => [n, sd.port] as const))));
    const serving = Object.entries(compose.services).filter(([, s]) => s.environment?.METRICS_PORT);
    // The four services (through the shared anchor), the gateway and the backup scheduler.
    expect(serving.map(([name]) => name).sort()).toEqual(['backup', 'catalog', 'community', 'companies', 'gateway', 'media']);
    for (const [name, service] of serving) expect([name, scraped.get(name)]).toEqual([name, Number(service.environment?.METRICS_PORT)]);

    const rules = load(read('deploy/prometheus/alerts.yml')) as { groups: { rules: { alert: string; expr: string }[] }[] };
    const dashboard = JSON.parse(read('deploy/grafana/dashboards/confdir.json')) as { panels: { targets?: { expr: string }[] }[] };
    const exprs = [...rules.groups.flatMap((g) => g.rules.map((r) => r.expr)), ...dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr))];
    const used = new Set(exprs.flatMap((e) => e.match(/confdir_[a-z_]+/g) ?? []).map((m) => m.replace(/_(bucket|count|sum)$/, '')));
    expect(used.size).toBeGreaterThanOrEqual(8);
    const code = sources();
    for (const metric of used) expect([metric, code.includes(`'${metric}'`)]).toEqual([metric, true]);
  });
});
