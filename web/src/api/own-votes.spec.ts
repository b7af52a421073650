import { describe, expect, it } from '@jest/globals';
import { OWN_VOTE_MEMORY_MS, OwnVotes } from './own-votes';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  };
}

describe("the tab's memory of its own vote", () => {
  it('never shows less than the count the vote was answered with, for a minute', () => {
    let now = 1_000_000;
    const storage = memoryStorage();
    const votes = new OwnVotes(storage, () => now);
    votes.remember('entry-1', 7);
    // A reload: a new instance over the same storage, reading a cached count from before the vote.
    const reloaded = new OwnVotes(storage, () => now);
    expect(reloaded.votes('entry-1', 6)).toBe(7);
    expect(reloaded.votes('entry-1', 9)).toBe(9);
    expect(reloaded.votes('entry-2', 3)).toBe(3);
    now += OWN_VOTE_MEMORY_MS + 1;
    expect(reloaded.votes('entry-1', 6)).toBe(6);
  });

  it('forgets a damaged record instead of failing', () => {
    const storage = memoryStorage();
    storage.setItem('contest.ownVotes', '{not json');
    expect(new OwnVotes(storage).votes('entry-1', 2)).toBe(2);
  });
});
