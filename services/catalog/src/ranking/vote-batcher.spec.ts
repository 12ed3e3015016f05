import { VoteMessage } from '@confdir/contracts';
import { MAX_BATCHES_IN_FLIGHT, MAX_VOTES_PER_BATCH, VoteBatcher, VoteOutcome } from './vote-batcher';

const vote = (n: number): VoteMessage => ({ conferenceId: n, voterId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}` });
const voted = (v: VoteMessage): VoteOutcome => ({ outcome: 'voted', votesCount: v.conferenceId });

/** A database stand-in that records each call and answers when told to. */
function database() {
  const calls: { votes: VoteMessage[]; answer: () => void; fail: (err: unknown) => void }[] = [];
  const castVotes = (votes: VoteMessage[]) =>
    new Promise<VoteOutcome[]>((resolve, reject) => calls.push({ votes, answer: () => resolve(votes.map(voted)), fail: reject }));
  return { calls, castVotes };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('VoteBatcher', () => {
  it('sends the votes of one turn as one call in arrival order, each caller getting its own outcome', async () => {
    const db = database();
    const batcher = new VoteBatcher(db.castVotes, () => false);
    const answers = [vote(1), vote(2), vote(3)].map((v) => batcher.cast(v));
    await turn();
    expect(db.calls.map((c) => c.votes.map((v) => v.conferenceId))).toEqual([[1, 2, 3]]);
    db.calls[0].answer();
    expect(await Promise.all(answers)).toEqual([1, 2, 3].map((n) => ({ outcome: 'voted', votesCount: n })));
  });

  it('gathers the votes that arrive while the database is busy into the next call', async () => {
    const db = database();
    const batcher = new VoteBatcher(db.castVotes, () => false);
    const busy: Promise<VoteOutcome>[] = [];
    for (let i = 1; i <= MAX_BATCHES_IN_FLIGHT; i++) {
      busy.push(batcher.cast(vote(i)));
      await turn();
    }
    expect(db.calls.length).toBe(MAX_BATCHES_IN_FLIGHT);
    const later = [vote(10), vote(11), vote(12)].map((v) => batcher.cast(v));
    await turn();
    expect(db.calls.length).toBe(MAX_BATCHES_IN_FLIGHT);
    db.calls[0].answer();
    await busy[0];
    await turn(); // the finished call frees its place
    await turn(); // the next call goes out
    expect(db.calls[MAX_BATCHES_IN_FLIGHT].votes.map((v) => v.conferenceId)).toEqual([10, 11, 12]);
    for (const call of db.calls) call.answer();
    expect((await Promise.all(later)).map((o) => o.votesCount)).toEqual([10, 11, 12]);
  });

  it('never puts more than MAX_VOTES_PER_BATCH votes in one call', async () => {
    const db = database();
    const batcher = new VoteBatcher(db.castVotes, () => false);
    const answers = Array.from({ length: MAX_VOTES_PER_BATCH + 5 }, (_, i) => batcher.cast(vote(i + 1)));
    await turn();
    expect(db.calls.map((c) => c.votes.length)).toEqual([MAX_VOTES_PER_BATCH, 5]);
    for (const call of db.calls) call.answer();
    expect((await Promise.all(answers)).length).toBe(MAX_VOTES_PER_BATCH + 5);
  });

  it('tries the votes of a failed call one by one, in order, so only the bad vote fails', async () => {
    const sent: number[][] = [];
    const bad = new Error('value out of range');
    const batcher = new VoteBatcher(async (votes) => {
      sent.push(votes.map((v) => v.conferenceId));
      if (votes.some((v) => v.conferenceId === 2)) throw bad;
      return votes.map(voted);
    }, () => false);
    const answers = [1, 2, 3].map((n) => batcher.cast(vote(n)).catch((err: unknown) => err));
    expect(await Promise.all(answers)).toEqual([voted(vote(1)), bad, voted(vote(3))]);
    expect(sent).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('fails every vote of the call at once when the database is unreachable, without retrying each', async () => {
    const sent: number[][] = [];
    const down = new Error('connect ECONNREFUSED');
    const batcher = new VoteBatcher(async (votes) => {
      sent.push(votes.map((v) => v.conferenceId));
      throw down;
    }, (err) => err === down);
    const answers = [1, 2].map((n) => batcher.cast(vote(n)).catch((err: unknown) => err));
    expect(await Promise.all(answers)).toEqual([down, down]);
    expect(sent).toEqual([[1, 2]]);
  });
});
