import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as S3 } from 'minio';
import { Client } from 'pg';
import { dropTestDatabase } from '../lib/provision';
import { Stack, startStack } from '../../testing/stack';

const root = join(__dirname, '..', '..');
/** A real 2x2 PNG, with bytes of its own so the drill's object is not some other test's. */
const PNG = Buffer.concat([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==', 'base64'), randomBytes(64)]);
const SCHEMAS = ['catalog', 'community', 'companies', 'media'];

/** Every row of every table of the service schemas, as JSON text in a stable order, and each sequence's position. */
async function snapshot(databaseUrl: string): Promise<Record<string, string[]>> {
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const out: Record<string, string[]> = {};
    const tables = await db.query("SELECT schemaname, tablename FROM pg_tables WHERE schemaname = ANY($1) ORDER BY 1, 2", [SCHEMAS]);
    for (const { schemaname, tablename } of tables.rows) {
      const rows = await db.query(`SELECT to_jsonb(t)::text AS row FROM "${schemaname}"."${tablename}" t ORDER BY 1`);
      out[`${schemaname}.${tablename}`] = rows.rows.map((r) => r.row);
    }
    const sequences = await db.query("SELECT schemaname, sequencename, last_value FROM pg_sequences WHERE schemaname = ANY($1) ORDER BY 1, 2", [SCHEMAS]);
    out.sequences = sequences.rows.map((s) => `${s.schemaname}.${s.sequencename}=${s.last_value}`);
    const owners = await db.query("SELECT n.nspname || '.' || c.relname || ' ' || pg_get_userbyid(c.relowner) AS o FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ANY($1) AND c.relkind = 'r' ORDER BY 1", [SCHEMAS]);
    out.owners = owners.rows.map((r) => r.o);
    return out;
  } finally {
    await db.end();
  }
}

describe('backup and restore drill: every service schema and the object store, through the real tools', () => {
  let stack: Stack;
  let s3: S3;
  const work = mkdtempSync(join(tmpdir(), 'confdir-backup-'));
  const backupDir = join(work, 'backup');
  const restoredDb = () => {
    const url = new URL(stack.adminDatabaseUrl);
    url.pathname = `${url.pathname}_restored`;
    return url.toString();
  };
  const restoredBucket = 'confdir-restored';
  const env = (): NodeJS.ProcessEnv => ({
    ...process.env,
    DATABASE_URL: stack.adminDatabaseUrl,
    S3_ENDPOINT: stack.s3.endpoint,
    S3_ACCESS_KEY: stack.s3.accessKey,
    S3_SECRET_KEY: stack.s3.secretKey,
    S3_BUCKET: stack.s3.bucket,
  });
  /** Runs a script as an operator would; asynchronously, since the test process itself serves the S3 store. */
  const cli = (script: string, args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'scripts', script), ...args], { env: env() });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c) => (stdout += c));
      child.stderr.on('data', (c) => (stderr += c));
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });

  beforeAll(async () => {
    stack = await startStack();
    const endpoint = new URL(stack.s3.endpoint);
    s3 = new S3({ endPoint: endpoint.hostname, port: Number(endpoint.port), useSSL: false, accessKey: stack.s3.accessKey, secretKey: stack.s3.secretKey, region: 'us-east-1', pathStyle: true });
  });
  afterAll(async () => {
    await stack?.close();
    await dropTestDatabase(restoredDb()).catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  });

  async function objects(bucket: string): Promise<string[]> {
    const keys: string[] = await new Promise((resolve, reject) => {
      const found: string[] = [];
      s3.listObjectsV2(bucket, '', true)
        .on('data', (o) => o.name && found.push(o.name))
        .on('error', reject)
        .on('end', () => resolve(found));
    });
    const out: string[] = [];
    for (const key of keys.sort()) {
      const chunks: Buffer[] = [];
      const body = await s3.getObject(bucket, key);
      for await (const chunk of body) chunks.push(chunk as Buffer);
      const type = (body as unknown as { headers: Record<string, string> }).headers['content-type'];
      out.push(`${key} ${type} ${createHash('sha256').update(Buffer.concat(chunks)).digest('hex')}`);
    }
    return out;
  }

  it('restores a fresh database and a fresh bucket holding every row and object of the original', async () => {
    // Data in all four services, through the API, including a verified photo in the real S3 store.
    const http = stack.http;
    const conference = (await http().post('/api/submit').send({ title: 'Drill Conf', url: 'https://drill-conf.example.com', location: 'Lisbon, Portugal' }).expect(201)).body;
    await http().post(`/api/admin/conferences/${conference.id}/status`).set('x-admin-key', stack.adminKey).send({ status: 'published' }).expect(200);
    await http().post('/api/vote').send({ conferenceId: conference.id, voterId: randomUUID() }).expect(200);
    await http().post('/api/reviews').send({ conferenceId: conference.id, userName: 'Ada', role: 'ATTENDED', rating: 5, body: 'Worth it' }).expect(201);
    await http().post('/api/interests').send({ conferenceId: conference.id, companyName: 'Acme', status: 'ATTENDING' }).expect(201);
    const company = (await http().post('/api/companies').send({ name: 'Drill Co' }).expect(201)).body;
    const upload = (await http().post('/api/objects/upload').send({ contentType: 'image/png', filename: 'booth.png' }).expect(200)).body;
    expect((await fetch(upload.uploadURL, { method: 'PUT', body: PNG, headers: { 'content-type': 'image/png' } })).ok).toBe(true);
    await http()
      .post(`/api/companies/${company.slug}/events`)
      .set('x-company-token', company.editToken)
      .send({ conferenceId: conference.id, role: 'SPONSORED', photoUrls: [upload.objectPath] })
      .expect(201);

    const backup = await cli('backup.js', [backupDir]);
    expect(backup.stderr).toBe('');
    expect(backup.status).toBe(0);
    const manifest = JSON.parse(readFileSync(join(backupDir, 'manifest.json'), 'utf8'));
    expect(manifest.database.schemas.catalog.tables.conferences).toBe(1);
    expect(manifest.database.schemas.media.tables.uploads).toBe(1);
    expect(manifest.database.schemas.catalog.migration).toEqual(expect.any(String));
    expect(manifest.objects).toMatchObject({ bucket: stack.s3.bucket, count: 1, bytes: PNG.length });

    const restore = await cli('restore.js', [backupDir, '--database', restoredDb(), '--bucket', restoredBucket]);
    expect(restore.stderr).toBe('');
    expect(restore.status).toBe(0);

    const [before, after] = [await snapshot(stack.adminDatabaseUrl), await snapshot(restoredDb())];
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect([table, after[table]]).toEqual([table, before[table]]);
    expect(before['companies.company_events']).toHaveLength(1);
    expect(before['community.reviews']).toHaveLength(1);
    expect(await objects(restoredBucket)).toEqual(await objects(stack.s3.bucket));

    // The restored database works for the services' own roles, as provisioning set them.
    const asCatalog = new URL(restoredDb());
    asCatalog.username = 'confdir_catalog';
    asCatalog.password = process.env.CATALOG_DB_PASSWORD || 'confdir-catalog-local';
    const db = new Client({ connectionString: asCatalog.toString() });
    await db.connect();
    expect((await db.query('SELECT title FROM conferences')).rows).toEqual([{ title: 'Drill Conf' }]);
    await expect(db.query('SELECT * FROM community.reviews')).rejects.toThrow(/permission denied/);
    await db.end();
  });

  it('refuses a target that holds data unless --force, and then replaces it', async () => {
    const refused = await cli('restore.js', [backupDir, '--database', restoredDb(), '--bucket', restoredBucket]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/database confdir_test_\w+_restored holds data \(.*catalog\.conferences.*\) and bucket confdir-restored holds objects: nothing was changed; pass --force/);
    const db = new Client({ connectionString: restoredDb() });
    await db.connect();
    await db.query("UPDATE catalog.conferences SET title = 'Changed after the backup'");
    await db.end();
    await s3.putObject(restoredBucket, 'stray-object', Buffer.from('x'));
    const forced = await cli('restore.js', [backupDir, '--database', restoredDb(), '--bucket', restoredBucket, '--force']);
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('1 not in the backup removed');
    expect((await snapshot(restoredDb()))['catalog.conferences']).toEqual((await snapshot(stack.adminDatabaseUrl))['catalog.conferences']);
    expect(await objects(restoredBucket)).toEqual(await objects(stack.s3.bucket));
  });

  it('refuses to write a backup into a folder that is not empty', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy);
    writeFileSync(join(busy, 'notes.txt'), 'keep me');
    const res = await cli('backup.js', [busy]);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(`${busy} exists and is not empty: give a new or empty folder`);
    expect(readFileSync(join(busy, 'notes.txt'), 'utf8')).toBe('keep me');
  });

  it.each([
    ['a damaged archive', (dir: string) => {
      const dump = readFileSync(join(dir, 'database.pgdump'));
      dump[dump.length >> 1] ^= 0xff;
      writeFileSync(join(dir, 'database.pgdump'), dump);
    }, /database\.pgdump does not match its checksum/],
    ['a missing object file', (dir: string) => {
      const [object] = JSON.parse(readFileSync(join(dir, 'objects.json'), 'utf8'));
      rmSync(join(dir, 'objects', object.sha256));
    }, /the file of object [0-9a-f-]{36} \(objects\/[0-9a-f]{64}\) is missing/],
    ['no manifest (an unfinished backup)', (dir: string) => rmSync(join(dir, 'manifest.json')), /has no manifest\.json/],
  ])('stops before writing anything when given %s', async (_case, damage, message) => {
    const copy = join(work, `copy-${randomBytes(3).toString('hex')}`);
    spawnSync('cp', ['-r', backupDir, copy]);
    damage(copy);
    const target = new URL(stack.adminDatabaseUrl);
    target.pathname = `${target.pathname}_never`;
    const res = await cli('restore.js', [copy, '--database', target.toString(), '--bucket', 'confdir-never']);
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(message);
    const db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    expect((await db.query('SELECT 1 FROM pg_database WHERE datname = $1', [target.pathname.slice(1)])).rowCount).toBe(0);
    await db.end();
    expect(await s3.bucketExists('confdir-never')).toBe(false);
    expect(existsSync(copy)).toBe(true);
  });
});
