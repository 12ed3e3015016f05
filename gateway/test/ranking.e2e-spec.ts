import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

describe('ranking API: top conferences by quarter and votes', () => {
  let stack: Stack;
  let db: Client;
  const ids: Record<string, number> = {};

  const vote = (conferenceId: unknown, voterId: unknown, ip = '127.0.0.1') => stack.http().post('/api/vote').set('x-forwarded-for', ip).send({ conferenceId, voterId });
  const storedVotes = async (conferenceId: number) =>
    Number((await db.query('SELECT count(*) FROM catalog.votes WHERE conference_id = $1', [conferenceId])).rows[0].count);
  const top = async (query: Record<string, string>) => {
    const res = await stack.http().get('/api/top').query(query);
    expect(res.status).toBe(200);
    return res.body.conferences as { id: number; title: string; votesCount: number }[];
  };

  beforeAll(async () => {
    // Behind a proxy, so a crowd of voters can come from their own addresses (each address has its own vote limit).
    stack = await startStack({ services: ['catalog'], env: { TRUST_PROXY: 'true' } });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
    const fixtures: Record<string, Record<string, unknown>> = {
      lateMarch: { title: 'Late March Conf', url: 'https://late-march.example.com', startDate: '2027-03-31T23:30:00Z', type: 'AI' },
      earlyApril: { title: 'Early April Conf', url: 'https://early-april.example.com', startDate: '2027-04-01T00:00:00Z', type: 'AI' },
      q1b: { title: 'Beta Summit', url: 'https://beta.example.com', startDate: '2027-02-01', type: 'Tech' },
      q1a: { title: 'Alpha Summit', url: 'https://alpha.example.com', startDate: '2027-02-01', type: 'Tech' },
      q1early: { title: 'Zeta Days', url: 'https://zeta.example.com', startDate: '2027-01-05', type: 'Security' },
      target: { title: 'Crowded Conf', url: 'https://crowded.example.com', startDate: '2027-08-01', type: 'SaaS' },
      burst: { title: 'Burst Conf', url: 'https://burst.example.com', startDate: '2027-08-02', type: 'SaaS' },
    };
    for (const [key, body] of Object.entries(fixtures)) {
      const res = await stack.http().post('/api/submit').send(body).expect(201);
      ids[key] = res.body.id;
    }
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it('toggles a vote on and off', async () => {
    const voter = randomUUID();
    expect((await vote(ids.q1early, voter).expect(200)).body).toEqual({ hasVoted: true, votesCount: 1 });
    expect((await vote(ids.q1early, voter).expect(200)).body).toEqual({ hasVoted: false, votesCount: 0 });
    expect((await vote(ids.q1early, voter).expect(200)).body).toEqual({ hasVoted: true, votesCount: 1 });
    expect(await storedVotes(ids.q1early)).toBe(1);
  });

  it('keeps a log of vote events with a client hash and never the raw address', async () => {
    const rows = (await db.query('SELECT action, client_hash FROM catalog.vote_events WHERE conference_id = $1 ORDER BY id', [ids.q1early])).rows;
    expect(rows.map((r) => r.action)).toEqual(['vote', 'unvote', 'vote']);
    for (const r of rows) expect(r.client_hash).toMatch(/^[0-9a-f]{64}$/);
    const dump = JSON.stringify((await db.query('SELECT * FROM catalog.vote_events')).rows);
    expect(dump).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
  });

  it('refuses a bad voter id, a bad conference id, extra fields and an unknown or hidden conference', async () => {
    expect((await vote(ids.q1early, 'not-a-uuid').expect(400)).body.message).toBe('voterId must be a UUID');
    expect((await vote('abc', randomUUID()).expect(400)).body.message).toMatch(/^conferenceId /);
    const forged = await stack.http().post('/api/vote').send({ conferenceId: ids.q1early, voterId: randomUUID(), clientHash: 'a'.repeat(64) }).expect(400);
    expect(forged.body.message).toMatch(/clientHash should not exist/);
    expect((await vote(999_999, randomUUID()).expect(404)).body.message).toBe('Conference not found');
    const hidden = await stack.http().post('/api/submit').send({ title: 'Hidden One', url: 'https://hidden-one.example.com', startDate: '2027-02-02' }).expect(201);
    await db.query("UPDATE catalog.conferences SET status = 'hidden' WHERE id = $1", [hidden.body.id]);
    await vote(hidden.body.id, randomUUID()).expect(404);
    expect((await top({ quarter: '2027-Q1' })).map((c) => c.id)).not.toContain(hidden.body.id);
  });

  it('takes 300 votes from 300 voters of one conference at once, every one answered and counted exactly once', async () => {
    // The issue measured 154 of these as 503s when each vote held the conference's counter row across a round trip and a WAL flush.
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => vote(ids.target, randomUUID(), `198.18.${i >> 8}.${i & 255}`)));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(results.every((r) => r.body.hasVoted === true)).toBe(true);
    // Each answer counts every vote committed before it: 1..300, each once.
    const counts = results.map((r) => r.body.votesCount as number).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
    expect(await storedVotes(ids.target)).toBe(300);
    const counter = await db.query('SELECT votes FROM catalog.vote_counts WHERE conference_id = $1', [ids.target]);
    expect(counter.rows[0].votes).toBe(300);
    const logged = await db.query("SELECT count(*)::int AS n FROM catalog.vote_events WHERE conference_id = $1 AND action = 'vote'", [ids.target]);
    expect(logged.rows[0].n).toBe(300);
    const listed = (await top({ quarter: '2027-Q3' })).find((c) => c.id === ids.target);
    expect(listed?.votesCount).toBe(300);
    expect((await stack.http().get('/api/conferences/crowded-conf').expect(200)).body.votesCount).toBe(300);
  });

  it('keeps the counter equal to the rows when half of a crowd unvotes while new voters vote, all at once', async () => {
    const created = await stack.http().post('/api/submit').send({ title: 'Mixed Crowd Conf', url: 'https://mixed-crowd.example.com', startDate: '2027-08-03', type: 'SaaS' }).expect(201);
    const id = created.body.id as number;
    const address = (i: number) => `198.19.${i >> 8}.${i & 255}`;
    const first = Array.from({ length: 100 }, () => randomUUID());
    await Promise.all(first.map((voter, i) => vote(id, voter, address(i)).expect(200)));
    const leaving = first.slice(0, 50);
    const arriving = Array.from({ length: 50 }, () => randomUUID());
    const results = await Promise.all([...leaving, ...arriving].map((voter, i) => vote(id, voter, address(i))));
    expect(results.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
    expect(results.slice(0, 50).every((r) => r.body.hasVoted === false)).toBe(true);
    expect(results.slice(50).every((r) => r.body.hasVoted === true)).toBe(true);
    expect(await storedVotes(id)).toBe(100);
    expect((await db.query('SELECT votes FROM catalog.vote_counts WHERE conference_id = $1', [id])).rows[0].votes).toBe(100);
    expect((await stack.http().get('/api/conferences/mixed-crowd-conf').expect(200)).body.votesCount).toBe(100);
  });

  it('keeps votesCount equal to the stored rows after a burst of toggles from one voter', async () => {
    const voter = randomUUID();
    const results = await Promise.all(Array.from({ length: 15 }, () => vote(ids.burst, voter)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    // Each toggle flips the state the previous one left: 8 on, 7 off in some order, ending voted.
    expect(results.filter((r) => r.body.hasVoted).length).toBe(8);
    const stored = await storedVotes(ids.burst);
    expect(stored).toBe(1);
    const last = (await vote(ids.burst, voter).expect(200)).body;
    expect(last).toEqual({ hasVoted: false, votesCount: 0 });
    expect(await storedVotes(ids.burst)).toBe(0);
  });

  it('ranks a quarter by votes, then start date, then title, with votesCount on each', async () => {
    await vote(ids.q1b, randomUUID()).expect(200);
    await vote(ids.q1b, randomUUID()).expect(200);
    const q1 = await top({ quarter: '2027-Q1' });
    expect(q1.map((c) => c.title)).toEqual(['Beta Summit', 'Zeta Days', 'Alpha Summit', 'Late March Conf']);
    expect(q1.map((c) => c.votesCount)).toEqual([2, 1, 0, 0]);
  });

  it('places a conference starting 31 March 23:30 UTC in Q1 and 1 April 00:00 UTC in Q2', async () => {
    expect((await top({ quarter: '2027-Q1', type: 'AI' })).map((c) => c.title)).toEqual(['Late March Conf']);
    expect((await top({ quarter: '2027-Q2', type: 'AI' })).map((c) => c.title)).toEqual(['Early April Conf']);
  });

  it('filters by type; empty or all means every type', async () => {
    expect((await top({ quarter: '2027-Q1', type: 'Tech' })).map((c) => c.title)).toEqual(['Beta Summit', 'Alpha Summit']);
    expect((await top({ quarter: '2027-Q1', type: 'all' })).length).toBe(4);
    expect((await top({ quarter: '2027-Q1', type: '' })).length).toBe(4);
    expect(await top({ quarter: '2031-Q2' })).toEqual([]);
  });

  it('answers the first `limit` of the ranking, in the same order', async () => {
    expect((await top({ quarter: '2027-Q1', limit: '2' })).map((c) => c.title)).toEqual(['Beta Summit', 'Zeta Days']);
    expect((await top({ quarter: '2027-Q1', limit: '100' })).length).toBe(4);
  });

  it.each([
    [{ quarter: '2027-Q1', limit: '0' }, 'limit'],
    [{ quarter: '2027-Q1', limit: '101' }, 'limit'],
    [{ quarter: '2027-Q1', limit: 'ten' }, 'limit'],
    [{ quarter: '2027-Q5' }, 'quarter'],
    [{ quarter: '2027Q1' }, 'quarter'],
    [{ quarter: 'Q1-2027' }, 'quarter'],
    [{ quarter: '2027-Q1', type: 'Crypto' }, 'type'],
  ])('answers 400 naming the parameter for %j', async (query, param) => {
    const res = await stack.http().get('/api/top').query(query).expect(400);
    expect(res.body.message).toMatch(new RegExp(`^${param} `));
  });
});
