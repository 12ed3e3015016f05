import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { Stack, startStack } from '../../testing/stack';

/** Votes that arrive together are cast in one database call (issue 12); each keeps its own answer. */
describe('ranking API: votes cast together', () => {
  let stack: Stack;
  let db: Client;
  const address = (i: number) => `198.18.${i >> 8}.${i & 255}`;

  const vote = (conferenceId: number, voterId: string, ip: string) => stack.http().post('/api/vote').set('x-forwarded-for', ip).send({ conferenceId, voterId });
  const submit = async (title: string) => {
    const slug = title.toLowerCase().replace(/ /g, '-');
    return (await stack.http().post('/api/submit').send({ title, url: `https://${slug}.example.com`, startDate: '2027-09-01' }).expect(201)).body.id as number;
  };
  const counter = async (id: number) => (await db.query('SELECT votes FROM catalog.vote_counts WHERE conference_id = $1', [id])).rows[0]?.votes ?? 0;
  const rows = async (id: number) => Number((await db.query('SELECT count(*) FROM catalog.votes WHERE conference_id = $1', [id])).rows[0].count);

  beforeAll(async () => {
    stack = await startStack({ services: ['catalog'], env: { TRUST_PROXY: 'true', VOTE_RATE_MAX_PER_VOTER: '5' } });
    db = new Client({ connectionString: stack.adminDatabaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await stack?.close();
  });

  it("applies one voter's clicks sent at once in turn, and refuses those over the voter's limit", async () => {
    const id = await submit('Toggle Order Conf');
    const voter = randomUUID();
    const results = await Promise.all(Array.from({ length: 7 }, () => vote(id, voter, '198.51.100.9')));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429]);
    const answered = results.filter((r) => r.status === 200).map((r) => r.body);
    // Each click flips what the previous one left: on, off, on, off, on, and the count says so.
    expect(answered.filter((a) => a.hasVoted)).toEqual(Array(3).fill({ hasVoted: true, votesCount: 1 }));
    expect(answered.filter((a) => !a.hasVoted)).toEqual(Array(2).fill({ hasVoted: false, votesCount: 0 }));
    const log = await db.query('SELECT action FROM catalog.vote_events WHERE conference_id = $1 ORDER BY id', [id]);
    expect(log.rows.map((r) => r.action)).toEqual(['vote', 'unvote', 'vote', 'unvote', 'vote']);
    expect(await rows(id)).toBe(1);
    expect(await counter(id)).toBe(1);
  });

  it('counts a burst over several conferences exactly: each answer is the count after that vote, counters equal rows', async () => {
    const ids = [await submit('Burst One Conf'), await submit('Burst Two Conf'), await submit('Burst Three Conf')];
    const results = await Promise.all(Array.from({ length: 240 }, (_, i) => vote(ids[i % 3], randomUUID(), address(i)).then((r) => ({ id: ids[i % 3], r }))));
    expect(results.map(({ r }) => r.status).filter((s) => s !== 200)).toEqual([]);
    for (const id of ids) {
      const counts = results.filter((x) => x.id === id).map(({ r }) => r.body.votesCount as number).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: 80 }, (_, i) => i + 1));
      expect(await rows(id)).toBe(80);
      expect(await counter(id)).toBe(80);
    }
  });

  it('answers a vote for a missing or hidden conference 404 without failing the votes sent with it', async () => {
    const id = await submit('Good Neighbour Conf');
    const hidden = await submit('Hidden Neighbour Conf');
    await db.query("UPDATE catalog.conferences SET status = 'hidden' WHERE id = $1", [hidden]);
    const targets = Array.from({ length: 60 }, (_, i) => [id, 999_999, hidden][i % 3]);
    const results = await Promise.all(targets.map((target, i) => vote(target, randomUUID(), address(1000 + i))));
    expect(results.filter((_, i) => targets[i] === id).map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(results.filter((_, i) => targets[i] !== id).map((r) => r.status)).toEqual(Array(40).fill(404));
    expect(await rows(id)).toBe(20);
    expect(await counter(id)).toBe(20);
    expect(await rows(hidden)).toBe(0);
  });

  it('casts a batch in the database in its order, with a bad vote failing alone', async () => {
    const id = await submit('One Call Conf');
    const [a, b] = [randomUUID(), randomUUID()];
    const { rows: outcomes } = await db.query(
      'SELECT ord, outcome, votes_count FROM catalog.cast_votes($1, $2, $3, 600, 100, 300) ORDER BY ord',
      [[id, id, 999_999, id, id], [a, a, b, b, a], [null, null, null, null, null]],
    );
    expect(outcomes.map((o) => [o.outcome, o.votes_count])).toEqual([['voted', 1], ['unvoted', 0], ['not_found', null], ['voted', 1], ['voted', 2]]);
    expect(await rows(id)).toBe(2);
    expect(await counter(id)).toBe(2);
  });
});
