import { TurnBatcher } from './turn-batcher';

const MAX_ITEMS = 4;
const MAX_IN_FLIGHT = 2;
const vote = (n: number) => ({ conferenceId: n });
type Vote = ReturnType<typeof vote>;
interface VoteOutcome {
  outcome: string;
  votesCount: number;
}
const voted = (v: Vote): VoteOutcome => ({ outcome: 'voted', votesCount: v.conferenceId });
const batcherOf = (call: (votes: Vote[]) => Promise<VoteOutcome[]>, retryOneByOne = (err: unknown) => err !== undefined) =>
  new TurnBatcher(call, { maxItems: MAX_ITEMS, maxInFlight: MAX_IN_FLIGHT, retryOneByOne });

/** A database stand-in that records each call and answers when told to. */
function database() {
  const calls: { votes: Vote[]; answer: () => void; fail: (err: unknown) => void }[] = [];
  const castVotes = (votes: Vote[]) =>
    new Promise<VoteOutcome[]>((resolve, reject) => calls.push({ votes, answer: () => resolve(votes.map(voted)), fail: reject }));
  return { calls, castVotes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatcher', () => {
  it('sends the votes of one turn as one call in arrival order, each caller getting its own outcome', async () => {
    const db = database();
    const batcher = batcherOf(db.castVotes);
    const answers = [vote(1), vote(2), vote(3)].map((v) => batcher.add(v));
    await turn();
    expect(db.calls.map((c) => c.votes.map((v) => v.conferenceId))).toEqual([[1, 2, 3]]);
    db.calls[0].answer();
    expect(await Promise.all(answers)).toEqual([1, 2, 3].map((n) => ({ outcome: 'voted', votesCount: n })));
  });

  it('gathers the votes that arrive while the database is busy into the next call', async () => {
    const db = database();
    const batcher = batcherOf(db.castVotes);
    const busy: Promise<VoteOutcome>[] = [];
    for (let i = 1; i <= MAX_IN_FLIGHT; i++) {
      busy.push(batcher.add(vote(i)));
      await turn();
    }
    expect(db.calls.length).toBe(MAX_IN_FLIGHT);
    const later = [vote(10), vote(11), vote(12)].map((v) => batcher.add(v));
    await turn();
    expect(db.calls.length).toBe(MAX_IN_FLIGHT);
    db.calls[0].answer();
    await busy[0];
    await turn(); // the finished call frees its place
    await turn(); // the next call goes out
    expect(db.calls[MAX_IN_FLIGHT].votes.map((v) => v.conferenceId)).toEqual([10, 11, 12]);
    for (const call of db.calls) call.answer();
    expect((await Promise.all(later)).map((o) => o.votesCount)).toEqual([10, 11, 12]);
  });

  it('never puts more than maxItems votes in one call', async () => {
    const db = database();
    const batcher = batcherOf(db.castVotes);
    const answers = Array.from({ length: MAX_ITEMS + 1 }, (_, i) => batcher.add(vote(i + 1)));
    await turn();
    expect(db.calls.map((c) => c.votes.length)).toEqual([MAX_ITEMS, 1]);
    for (const call of db.calls) call.answer();
    expect((await Promise.all(answers)).length).toBe(MAX_ITEMS + 1);
  });

  it('tries the votes of a failed call one by one, in order, so only the bad vote fails', async () => {
    const sent: number[][] = [];
    const bad = new Error('value out of range');
    const batcher = batcherOf(async (votes) => {
      sent.push(votes.map((v) => v.conferenceId));
      if (votes.some((v) => v.conferenceId === 2)) throw bad;
      return votes.map(voted);
    });
    const answers = [1, 2, 3].map((n) => batcher.add(vote(n)).catch((err: unknown) => err));
    expect(await Promise.all(answers)).toEqual([voted(vote(1)), bad, voted(vote(3))]);
    expect(sent).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails every vote of the call at once when the error says not to retry them one by one', async () => {
    const sent: number[][] = [];
    const down = new Error('connect ECONNREFUSED');
    const batcher = batcherOf(async (votes) => {
      sent.push(votes.map((v) => v.conferenceId));
      throw down;
    }, (err) => err !== down);
    const answers = [1, 2].map((n) => batcher.add(vote(n)).catch((err: unknown) => err));
    expect(await Promise.all(answers)).toEqual([down, down]);
    expect(sent).toEqual([[1, 2]]);
  });
});
