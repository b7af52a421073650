import { Injectable, Logger } from '@nestjs/common';
import { ContestService } from '../contest/contest.service';
import { PersonalDataService } from '../profile/personal-data.service';
import { RedisService } from '../redis/redis.service';

const VERSION_KEY = 'results:version';
/**
 * How long a public results answer is kept. Publishing, unpublishing, a round closed, reopened or edited (the
 * contest's stage follows them) and an erased account move the version, so they take effect at once; what else
 * changes an answer (a creator blocked, an entry disqualified, the prizes edited, an embargo passing) shows within
 * this bound.
 */
const RESULTS_CACHE_SECONDS = 30;

/**
 * The cached answers' shape, in their keys: bumped when it changes (2: titles and prizes by language), so two
 * versions running side by side during an upgrade never read each other's answers.
 */
const ANSWER_SHAPE = 2;

/**
 * The public results answers in Redis, keyed by a version counter that publish and unpublish increment: every
 * answer cached before the change is out of reach at once (and expires on its own).
 */
@Injectable()
export class ResultsCache {
  private readonly logger = new Logger(ResultsCache.name);

  constructor(
    private readonly redis: RedisService,
    personalData: PersonalDataService,
    contest: ContestService,
  ) {
    // An erased participant's lines are gone from the database (ON DELETE CASCADE): none stays in a cached answer.
    personalData.onErased(() => this.invalidate('an erasure'));
    contest.onRoundsChanged(() => this.invalidate('a round change'));
  }

  /** The cached body under `key` (in the current version), else `build()`'s, stored. */
  async read<T>(key: string, build: () => Promise<T>): Promise<T> {
    const version = (await this.redis.client.get(VERSION_KEY)) ?? '0';
    const versioned = `results:s${ANSWER_SHAPE}:v${version}:${key}`;
    const cached = await this.redis.client.get(versioned);
    if (cached) return JSON.parse(cached) as T;
    const body = await build();
    await this.redis.client.set(versioned, JSON.stringify(body), 'EX', RESULTS_CACHE_SECONDS);
    return body;
  }

  /**
   * Puts every cached answer out of reach, after `change` (a publication, a round change, an erasure) has
   * committed: a failure is logged, never thrown, so the committed change does not answer 500 and later
   * listeners still run. Moving the version only hastens what the answers' expiry (RESULTS_CACHE_SECONDS)
   * brings anyway.
   */
  async invalidate(change: string): Promise<void> {
    try {
      await this.redis.client.incr(VERSION_KEY);
    } catch (error) {
      this.logger.error(`results cache not invalidated after ${change}: ${(error as Error).message}`);
    }
  }
}
