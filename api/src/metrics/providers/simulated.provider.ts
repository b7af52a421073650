import { createHash } from 'node:crypto';
import type {
  CycleContext,
  MetricsProvider,
  ProviderCursor,
  ProviderPage,
  TrackedEntryLookup,
} from './metrics-provider';

const PAGE_SIZE = 1000;
const HOUR_MS = 3_600_000;

export interface SimulatedFigures {
  views: number;
  likes: number | null;
  comments: number;
}

/**
 * Deterministic demo figures for a post: derived from a hash of its shortcode and the time since it was
 * entered, never from a random generator, so every worker computes the same numbers and they only grow.
 * Each post gets a ceiling between 100 and 1,000,000 views (log-uniform), approached exponentially with
 * a time constant of 12 to 120 hours; likes are 2-10 % of views, and one post in twenty hides them.
 */
export function simulatedFigures(shortcode: string, enteredAt: Date, now: Date): SimulatedFigures {
  const hash = createHash('sha256').update(shortcode).digest();
  const unit = (offset: number) => hash.readUInt32BE(offset) / 0x1_0000_0000;
  const ceiling = Math.round(10 ** (2 + 4 * unit(0)));
  const timeConstantHours = 12 + 108 * unit(4);
  const likeRate = 0.02 + 0.08 * unit(8);
  const hidesLikes = unit(12) < 0.05;
  const ageHours = Math.max(0, (now.getTime() - enteredAt.getTime()) / HOUR_MS);
  const views = Math.floor(ceiling * (1 - Math.exp(-ageHours / timeConstantHours)));
  return {
    views,
    likes: hidesLikes ? null : Math.floor(views * likeRate),
    comments: Math.floor(views * likeRate * 0.1),
  };
}

/** Demo provider (METRICS_PROVIDER=simulated): pages over the followed entries themselves; no network. */
export class SimulatedProvider implements MetricsProvider {
  readonly name = 'simulated' as const;

  constructor(
    private readonly lookup: TrackedEntryLookup,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async fetchPage(cursor: ProviderCursor | null, _context: CycleContext): Promise<ProviderPage> {
    const after = (cursor as { afterId: string | null } | null)?.afterId ?? null;
    const entries = await this.lookup.after(after, PAGE_SIZE);
    const now = this.clock();
    return {
      observations: entries.map((entry) => ({
        submissionId: entry.id,
        ...simulatedFigures(entry.shortcode, entry.createdAt, now),
        source: 'simulated' as const,
      })),
      checks: [],
      next: entries.length === PAGE_SIZE ? { afterId: entries[entries.length - 1].id } : null,
      calls: 0,
    };
  }
}
