import { readFileSync, rmSync } from 'node:fs';
import { STATE_FILE } from './global-setup';
const { dropTestDatabase } = require('../../scripts/lib/provision');

export default async function globalTeardown(): Promise<void> {
  const { pid, databaseUrl, dataDir } = JSON.parse(readFileSync(STATE_FILE, 'utf8')) as { pid: number; databaseUrl: string; dataDir: string };
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  // start.js stops its children within 5 s; wait for it before dropping the database.
  const deadline = Date.now() + 8000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((r) => setTimeout(r, 200));
    } catch {
      break;
    }
  }
  await dropTestDatabase(databaseUrl);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(STATE_FILE, { force: true });
}
