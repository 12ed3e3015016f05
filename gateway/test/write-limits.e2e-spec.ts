import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import request from 'supertest';
import { NestExpressApplication } from '@nestjs/platform-express';
import { createGateway } from '../src/app.factory';
import { Stack, startStack } from '../../testing/stack';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const conference = (n: number | string) => ({ title: `Limit Conf ${n}`, url: `https://limit-${n}.example.com`, location: 'Porto, Portugal' });

describe('abuse limits on public writes, counted in Redis and shared by gateway replicas', () => {
  let stack: Stack;
  let second: NestExpressApplication;
  let db: Client;

  beforeAll(async () => {
    stack = await startStack({
      services: ['catalog'],
      env: { RATE_LIMITS: 'on', REDIS_URL, TRUST_PROXY: 'true', RATE_LIMIT_SUBMIT: '3/60', VOTE_RATE_MAX_PER_CLIENT: '300', VOTE_RATE_WINDOW_SECONDS: '600' },
    });
    // A second gateway on the same Redis: a client spreading its requests over both gets no more.
    second = await createGateway(stack.gatewayConfig, { logs: false });
    await second.init();
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await second?.close();
    await stack?.close();
  });

  it('reports the Redis holding the counts on /api/healthz', async () => {
    expect((await stack.http().get('/api/healthz')).body).toMatchObject({ rateLimitStore: 'up' });
  });

  it('lets exactly N submissions through per address, then 429 JSON with Retry-After, leaving other addresses alone', async () => {
    const gateways = [stack.http, () => request(second.getHttpServer())];
    const results = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => gateways[i % 2]().post('/api/submit').set('x-forwarded-for', '198.51.100.20').send(conference(`a${i}`))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Too many submissions; try again in \d+ s$/) });
      const retryAfter = Number(r.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    const stored = await db.query("SELECT count(*)::int AS n FROM catalog.conferences WHERE title LIKE 'Limit Conf a%'");
    expect(stored.rows[0].n).toBe(3);
    await stack.http().post('/api/submit').set('x-forwarded-for', '198.51.100.21').send(conference('b1')).expect(201);
  });

  it('holds the per-address vote limit exactly under 320 votes from two gateways in concurrent waves (the audit saw 308 pass for 300)', async () => {
    const created = await stack.http().post('/api/submit').set('x-forwarded-for', '198.51.100.30').send(conference('votes')).expect(201);
    const gateways = [stack.http, () => request(second.getHttpServer())];
    // Waves of 40 at once: concurrent at the limiter, without queueing 320 transactions on one row.
    const results: request.Response[] = [];
    for (let wave = 0; wave < 8; wave++) {
      results.push(
        ...(await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            gateways[i % 2]().post('/api/vote').set('x-forwarded-for', '203.0.113.50').send({ conferenceId: created.body.id, voterId: randomUUID() }),
          ),
        )),
      );
    }
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(results.find((r) => r.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
    const votes = await db.query('SELECT count(*)::int AS n FROM catalog.votes WHERE conference_id = $1', [created.body.id]);
    expect(votes.rows[0].n).toBe(300);
  });
});

describe('abuse limits without Redis', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'], env: { RATE_LIMITS: 'on', REDIS_URL: '', RATE_LIMIT_SUBMIT: '2/60' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("counts in the gateway's memory, still exactly, and health says where counts live", async () => {
    expect((await stack.http().get('/api/healthz')).body.rateLimitStore).toBe('memory');
    const results = await Promise.all([0, 1, 2, 3].map((i) => stack.http().post('/api/submit').send(conference(`m${i}`))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 429, 429]);
    expect(results.find((r) => r.status === 429)?.headers['retry-after']).toMatch(/^\d+$/);
  });
});
