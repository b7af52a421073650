import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { BOARD_KEY_PREFIX, CURRENT_BOARD_KEY } from '../leaderboard/board-cache';
import { SNAPSHOTS_KEPT } from '../leaderboard/leaderboard.repository';
import { PersonalDataService } from '../profile/personal-data.service';
import { RedisService } from '../redis/redis.service';
import { HousekeepingRepository } from './housekeeping.repository';

const ERASE_BATCH = 200;

export interface HousekeepingReport {
  participantsErased: number;
  refreshCyclesPruned: number;
  leaderboardSnapshotsPruned: number;
  consoleLoginAttemptsPruned: number;
  redisBoardsPruned: number;
}

/** Removes what has outlived its retention (README, "Operating"): one pass, safe to run again. */
@Injectable()
export class HousekeepingService {
  private readonly logger = new Logger('Housekeeping');

  constructor(
    private readonly config: AppConfig,
    private readonly repository: HousekeepingRepository,
    private readonly personalData: PersonalDataService,
    private readonly redis: RedisService,
  ) {}

  async run(): Promise<HousekeepingReport> {
    const retention = this.config.housekeeping;
    const report: HousekeepingReport = {
      participantsErased: await this.eraseInactiveParticipants(retention.contestDataDays),
      refreshCyclesPruned: await this.repository.pruneRefreshCycles(retention.analyticsDays),
      leaderboardSnapshotsPruned: await this.repository.pruneLeaderboardSnapshots(
        retention.leaderboardSnapshotDays,
        SNAPSHOTS_KEPT,
      ),
      consoleLoginAttemptsPruned: await this.repository.pruneConsoleLoginAttempts(retention.consoleLoginAttemptDays),
      redisBoardsPruned: await this.pruneSupersededBoards(),
    };
    this.logger.log(report, 'housekeeping done');
    return report;
  }

  /** Accounts past the contest-data retention go exactly as if their owner had deleted them (DELETE /me). */
  private async eraseInactiveParticipants(days: number): Promise<number> {
    let erased = 0;
    for (;;) {
      const ids = await this.repository.inactiveParticipants(days, ERASE_BATCH);
      // One transaction per account; one that vanished meanwhile fails the run, and the retry skips it.
      for (const id of ids) await this.personalData.erase(id);
      erased += ids.length;
      if (ids.length < ERASE_BATCH) return erased;
    }
  }

  /**
   * Board bodies of snapshots older than the published one. They may carry a TTL and vanish on their own
   * meanwhile: UNLINK counts only what it removed. The API reads a missing body from Postgres.
   */
  private async pruneSupersededBoards(): Promise<number> {
    const client = this.redis.client;
    const current = await client.get(CURRENT_BOARD_KEY);
    if (!current) return 0;
    // SCAN sees full key names: ioredis adds its keyPrefix to commands' keys, not to SCAN's pattern.
    const prefix = `${this.config.redis.prefix}:`;
    let pruned = 0;
    const stream = client.scanStream({ match: `${prefix}${BOARD_KEY_PREFIX}*`, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      const superseded = keys
        .map((key) => key.slice(prefix.length))
        .filter((key) => /^\d+$/.test(key.slice(BOARD_KEY_PREFIX.length)))
        .filter((key) => BigInt(key.slice(BOARD_KEY_PREFIX.length)) < BigInt(current));
      if (superseded.length) pruned += await client.unlink(...superseded);
    }
    return pruned;
  }
}
