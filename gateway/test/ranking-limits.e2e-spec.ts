import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

describe('ranking API: vote rate limits', () => {
  let stack: Stack;
  let db: Client;
  let conferenceId: number;

  const vote = (voterId: string, ip = '203.0.113.1') => stack.http().post('/api/vote').set('x-forwarded-for', ip).send({ conferenceId, voterId });

  beforeAll(async () => {
    stack = await startStack({
      services: ['catalog'],
      env: { VOTE_RATE_MAX_PER_VOTER: '3', VOTE_RATE_MAX_PER_CLIENT: '5', VOTE_RATE_WINDOW_SECONDS: '600', TRUST_PROXY: 'true' },
    });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    const res = await stack.http().post('/api/submit').send({ title: 'Limited Conf', url: 'https://limited.example.com', startDate: '2027-05-01' }).expect(201);
    conferenceId = res.body.id;
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('refuses a voter beyond the per-voter limit with 429, changing nothing', async () => {
    const voter = randomUUID();
    for (let i = 0; i < 3; i++) await vote(voter, '198.51.100.1').expect(200);
    const res = await vote(voter, '198.51.100.1').expect(429);
    expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: 'Too many votes, please try again later' });
    const stored = Number((await db.query('SELECT count(*) FROM catalog.votes WHERE voter_id = $1', [voter])).rows[0].count);
    expect(stored).toBe(1);
  });

  it('refuses one client address beyond the per-client limit whatever the voter ids, and not other addresses', async () => {
    for (let i = 0; i < 5; i++) await vote(randomUUID(), '203.0.113.7').expect(200);
    await vote(randomUUID(), '203.0.113.7').expect(429);
    await vote(randomUUID(), '203.0.113.8').expect(200);
  });

  it('stores the same keyed hash for one address and different hashes for others', async () => {
    const rows = (await db.query('SELECT DISTINCT client_hash FROM catalog.vote_events')).rows.map((r) => r.client_hash);
    expect(rows.length).toBe(3);
  });
});
