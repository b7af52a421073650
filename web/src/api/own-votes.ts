/** How long this tab trusts its own vote's count over a read: past the proxy's max-age + stale-while-revalidate (35 s). */
export const OWN_VOTE_MEMORY_MS = 60_000;

const KEY = 'contest.ownVotes';

type Remembered = Record<string, { votes: number; at: number }>;

/**
 * Read-your-own-vote. Public entry reads are served from the proxy's micro-cache to everyone alike (a token
 * no longer bypasses it: any header that did was a way to send every request to the database), so a reload
 * just after voting may read a count from before the vote. The tab keeps the count its vote was answered
 * with for a minute and never shows less.
 */
export class OwnVotes {
  constructor(
    private readonly storage: Pick<Storage, 'getItem' | 'setItem'>,
    private readonly now: () => number = Date.now,
  ) {}

  remember(submissionId: string, votes: number): void {
    const kept = this.fresh();
    kept[submissionId.toLowerCase()] = { votes, at: this.now() };
    this.storage.setItem(KEY, JSON.stringify(kept));
  }

  /** The count to show: the read's, or this tab's vote's when that is higher and recent. */
  votes(submissionId: string, read: number): number {
    return Math.max(read, this.fresh()[submissionId.toLowerCase()]?.votes ?? 0);
  }

  private fresh(): Remembered {
    let stored: Remembered = {};
    try {
      stored = JSON.parse(this.storage.getItem(KEY) ?? '{}') as Remembered;
    } catch {
      // A damaged entry is forgotten, not fatal.
    }
    const since = this.now() - OWN_VOTE_MEMORY_MS;
    return Object.fromEntries(Object.entries(stored).filter(([, vote]) => vote?.at > since));
  }
}
