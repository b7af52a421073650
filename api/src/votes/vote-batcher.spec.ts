import { VoteBatcher } from './vote-batcher';
import { CastResult, VotesRepository, VoteToCast } from './votes.repository';

const vote = (n: number): VoteToCast => ({
  voterId: `voter-${n}`,
  submissionId: 'entry',
  at: new Date('2026-11-22T10:00:00Z'),
  clientIp: null,
});
const accepted = (votes: VoteToCast[]): CastResult[] =>
  votes.map((_, i) => ({ outcome: 'accepted', votes: i + 1, nextVoteAt: null }));

/** A repository whose batches finish when the test says so, recording what each call was given. */
function fakeRepository(cast: (votes: VoteToCast[]) => Promise<CastResult[]>) {
  const calls: string[][] = [];
  const repository = {
    castBatch: (votes: VoteToCast[]) => {
      calls.push(votes.map((v) => v.voterId));
      return cast(votes);
    },
  } as unknown as VotesRepository;
  return { repository, calls };
}

describe('VoteBatcher', () => {
  it('casts a lone vote at once and gathers the votes that arrive meanwhile into one batch', async () => {
    const pending: Array<() => void> = [];
    const { repository, calls } = fakeRepository(
      (votes) => new Promise((resolve) => pending.push(() => resolve(accepted(votes)))),
    );
    const batcher = new VoteBatcher(repository);
    const answers = Array.from({ length: 7 }, (_, n) => batcher.cast(vote(n)));
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
    const { repository } = fakeRepository(() => Promise.reject(new Error('connection terminated')));
    const batcher = new VoteBatcher(repository);
    await expect(batcher.cast(vote(1))).rejects.toThrow('connection terminated');
  });

  it('casts a batch again after a deadlock, and alone each vote of a batch that failed otherwise', async () => {
    let deadlocked = false;
    const { repository, calls } = fakeRepository(async (votes) => {
      await new Promise(setImmediate);
      if (votes.length === 3 && !deadlocked) {
        deadlocked = true;
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      }
      if (votes.some((v) => v.voterId === 'voter-3')) throw new Error('invalid input');
      return accepted(votes);
    });
    const batcher = new VoteBatcher(repository);
    const results = await Promise.allSettled([0, 1, 2, 3, 4].map((n) => batcher.cast(vote(n))));
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
