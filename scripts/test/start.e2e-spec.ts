/**
 * The run command as an operator lives with it: scripts/start.js over the built code.
 * Needs `npm run build` first (npm test does it).
 */
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createConnection, createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { dropTestDatabase } from '../lib/provision';

const root = resolve(__dirname, '..', '..');
const START = join(root, 'scripts', 'start.js');

function startProduct(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, [START], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => (out += String(c)));
  child.stderr!.on('data', (c) => (out += String(c)));
  return { child, output: () => out };
}

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs: number, what: string | (() => string)): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${typeof what === 'function' ? what() : what}`);
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/healthz`)).status === 200;
  } catch {
    return false;
  }
}

function childPids(parent: number): Array<{ pid: number; cmd: string }> {
  const out = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(parent)], { encoding: 'utf8' });
  return out
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [pid, ...cmd] = line.trim().split(/\s+/);
      return { pid: Number(pid), cmd: cmd.join(' ') };
    });
}

describe('npm start (scripts/start.js)', () => {
  it('says in one line what is missing when NATS is unreachable, and exits', async () => {
    const { child, output } = startProduct({ NATS_URL: 'nats://127.0.0.1:1', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/confdir_test_unused' });
    const code = await new Promise<number | null>((r) => child.on('exit', r));
    expect(code).toBe(1);
    expect(output()).toMatch(/NATS is not reachable at 127\.0\.0\.1:1 \(NATS_URL\)\. Start it, e\.g\./);
  });

  it('says so when the port is taken instead of crash-looping the gateway', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const port = (blocker.address() as AddressInfo).port;
    try {
      const { child, output } = startProduct({ PORT: String(port), DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/confdir_test_unused' });
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).toBe(1);
      expect(output()).toContain(`Port ${port} is already in use (PORT).`);
    } finally {
      blocker.close();
    }
  });

  it('starts an embedded PostgreSQL when none answers on the configured local port, and stops it on Ctrl-C', async () => {
    const probe = createServer().listen(0, '127.0.0.1');
    await new Promise((r) => probe.once('listening', r));
    const pgPort = (probe.address() as AddressInfo).port;
    await new Promise((r) => probe.close(r));
    const dataDir = mkdtempSync(join(tmpdir(), 'confdir-embedded-'));
    const port = 4300 + Math.floor(Math.random() * 500);
    const { child, output } = startProduct({
      PORT: String(port),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${pgPort}/confdir`,
      NATS_PREFIX: `embedded${process.pid}${randomBytes(2).toString('hex')}`,
      DATA_DIR: dataDir,
      EMBEDDED_S3_PORT: '0',
      SEED_DEMO: 'false',
      START_QUIET: 'true',
      LOG_LEVEL: 'warn',
    });
    try {
      await waitFor(() => healthy(port), 90_000, () => `a healthy product on embedded PostgreSQL:\n${output()}`);
      expect(output()).toContain(`no PostgreSQL at 127.0.0.1:${pgPort}: started an embedded one there`);
      child.kill('SIGINT');
      expect(await new Promise<number | null>((r) => child.on('exit', r))).toBe(0);
      const stillUp = await new Promise<boolean>((resolve) => {
        const socket = createConnection({ host: '127.0.0.1', port: pgPort });
        socket.once('connect', () => (socket.destroy(), resolve(true)));
        socket.once('error', () => resolve(false));
      });
      expect(stillUp).toBe(false);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      const cluster = /started an embedded one there \(data in (.+)\)/.exec(output())?.[1];
      if (cluster) rmSync(cluster, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);

  it('starts every part, restarts a crashed service, and stops everything on Ctrl-C', async () => {
    const id = `${process.pid}_${randomBytes(3).toString('hex')}`;
    const databaseUrl = `postgres://postgres@127.0.0.1:5432/confdir_test_start_${id}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'confdir-start-'));
    // The five metrics ports (port + 1000 …) must miss the machine's services: one landing on PostgreSQL's 5432 or
    // RabbitMQ's 5672 could not bind, and that process never came up (a rare failure of this test).
    let port: number;
    do port = 4300 + Math.floor(Math.random() * 500);
    while ([5432, 5672].some((taken) => taken >= port + 1000 && taken <= port + 1004));
    const { child, output } = startProduct({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      NATS_PREFIX: `start${id}`,
      DATA_DIR: dataDir,
      EMBEDDED_S3_PORT: '0',
      ADMIN_KEY: '',
      SEED_DEMO: 'false',
      START_QUIET: 'true',
      LOG_LEVEL: 'warn',
      METRICS_PORT: String(port + 1000),
    });
    try {
      await waitFor(() => healthy(port), 60_000, 'a healthy product');
      expect(output()).toContain(`Site:      http://localhost:${port}`);
      // Every process serves its own metrics: the gateway on METRICS_PORT, the services on the next ports.
      expect(output()).toContain(`gateway ${port + 1000}, catalog ${port + 1001}, community ${port + 1002}, companies ${port + 1003}, media ${port + 1004}`);
      for (const [offset, name] of [[0, 'http'], [1, 'nats_handler'], [4, 'nats_handler']] as const) {
        const text = await (await fetch(`http://127.0.0.1:${port + 1000 + offset}/metrics`)).text();
        expect(text).toContain(`# TYPE confdir_${name}`);
        expect(text).toContain('process_cpu_user_seconds_total');
      }
      expect(output()).toMatch(/Admin key: \S{16,}/);

      const kids = childPids(child.pid!);
      expect(kids.map((k) => k.cmd).join('\n')).toMatch(/services\/catalog\/dist\/main\.js/);
      // Every process runs with the heap ceiling (issue 12: resident memory under 250 MB).
      for (const script of ['gateway', 'services/catalog', 'services/community', 'services/companies', 'services/media']) {
        expect(kids.find((k) => k.cmd.includes(`${script}/dist/main.js`))?.cmd).toContain('--max-old-space-size=384');
      }
      const catalog = kids.find((k) => k.cmd.includes('services/catalog/dist/main.js'))!;
      process.kill(catalog.pid, 'SIGKILL');
      await waitFor(() => /catalog exited \(SIGKILL\); restarting/.test(output()), 5000, 'the crash to be logged');
      await waitFor(async () => childPids(child.pid!).some((k) => k.cmd.includes('services/catalog') && k.pid !== catalog.pid) && healthy(port), 30_000, 'catalog to come back');

      const before = childPids(child.pid!).map((k) => k.pid);
      child.kill('SIGINT');
      const code = await new Promise<number | null>((r) => child.on('exit', r));
      expect(code).toBe(0);
      for (const pid of before) expect(() => process.kill(pid, 0)).toThrow();
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await dropTestDatabase(databaseUrl).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
