import { GroupCommit } from './group-commit';

interface Vote {
  voterId: string;
}
interface Result {
  votes: number;
}

const vote = (n: number): Vote => ({ voterId: `voter-${n}` });
const accepted = (votes: Vote[]): Result[] => votes.map((_, i) => ({ votes: i + 1 }));

/** A batch writer whose batches finish when the test says so, recording what each call was given. */
function fakeWriter(cast: (votes: Vote[]) => Promise<Result[]>) {
  const calls: string[][] = [];
  const batcher = new GroupCommit<Vote, Result>(
    (votes) => {
      calls.push(votes.map((v) => v.voterId));
      return cast(votes);
    },
    { maxBatch: 256, maxInFlight: 2 },
  );
  return { batcher, calls };
}

describe('GroupCommit', () => {
  it('casts a lone vote at once and gathers the votes that arrive meanwhile into one batch', async () => {
    const pending: Array<() => void> = [];
    const { batcher, calls } = fakeWriter(
      (votes) => new Promise((resolve) => pending.push(() => resolve(accepted(votes)))),
    );
    const answers = Array.from({ length: 7 }, (_, n) => batcher.submit(vote(n)));
    // Two batches in flight (the first vote alone, then the second alone), the other five waiting.
    expect(calls).toEqual([['voter-0'], ['voter-1']]);
    pending.shift()!();
    await answers[0];
    await new Promise(setImmediate);
    expect(calls[2]).toEqual(['voter-2', 'voter-3', 'voter-4', 'voter-5', 'voter-6']);
    pending.splice(0).forEach((finish) => finish());
    // Each request gets its own vote's row, in order.
    expect((await Promise.all(answers)).map((result) => result.votes)).toEqual([1, 1, 1, 2, 3, 4, 5]);
  });

  it('answers nothing before the batch is stored: a failed batch fails its votes', async () => {
    const { batcher } = fakeWriter(() => Promise.reject(new Error('connection terminated')));
    await expect(batcher.submit(vote(1))).rejects.toThrow('connection terminated');
  });

  it('casts a batch again after a deadlock, and alone each vote of a batch that failed otherwise', async () => {
    let deadlocked = false;
    const { batcher, calls } = fakeWriter(async (votes) => {
      await new Promise(setImmediate);
      if (votes.length === 3 && !deadlocked) {
        deadlocked = true;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      if (votes.some((v) => v.voterId === 'voter-3')) throw new Error('invalid input');
      return accepted(votes);
    });
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((n) => batcher.submit(vote(n))));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    // The deadlocked batch was cast again whole, then split when it failed for another reason.
    expect(calls).toEqual([
      ['voter-0'],
      ['voter-1'],
      ['voter-2', 'voter-3', 'voter-4'],
      ['voter-2', 'voter-3', 'voter-4'],
      ['voter-2'],
      ['voter-3'],
      ['voter-4'],
    ]);
  });
});
