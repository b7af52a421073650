import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.service';
import type { PublishedBoard } from './leaderboard-board';

/** The board's keys in Redis (housekeeping prunes old bodies by them): the pointer and one body per snapshot. */
export const CURRENT_BOARD_KEY = 'leaderboard:current';
export const BOARD_KEY_PREFIX = 'leaderboard:board:';
const boardKey = (snapshotId: string) => `${BOARD_KEY_PREFIX}${snapshotId}`;
/** A published board outlives any plausible gap between two recomputes; the pointer is what matters. */
const BOARD_TTL_SECONDS = 2 * 24 * 3600;
/**
 * A superseded board holds display names (of people who may have just been erased or blocked): it is kept
 * only long enough for a process that read the old pointer a moment ago to load it.
 */
export const SUPERSEDED_BOARD_TTL_SECONDS = 60;

/**
 * Stores the board body, then moves the pointer to it, in one script: readers see the old board or the
 * new one, never a mix, and an older snapshot published late never replaces a newer one. Answers the
 * snapshot id it replaced ('' when none), or false when it refused.
 */
const PUBLISH_SCRIPT = `
local current = redis.call('GET', KEYS[1]) or ''
if tonumber(ARGV[1]) < (tonumber(current) or 0) then return false end
redis.call('SET', KEYS[2], ARGV[2], 'EX', ARGV[3])
redis.call('SET', KEYS[1], ARGV[1])
return current`;

/** The published public board in Redis: a pointer to the current snapshot and each snapshot's body. */
@Injectable()
export class BoardCache {
  constructor(
    private readonly redis: RedisService,
    private readonly config: AppConfig,
  ) {}

  /** Pub/sub channel names are not prefixed by ioredis, so the deployment's prefix is added here. */
  get channel(): string {
    return `${this.config.redis.prefix}:leaderboard:published`;
  }

  /** Swaps the public board atomically and tells every API instance; false if a newer one is already out. */
  async publish(board: PublishedBoard): Promise<boolean> {
    const replaced = (await this.redis.client.eval(
      PUBLISH_SCRIPT,
      2,
      CURRENT_BOARD_KEY,
      boardKey(board.snapshotId),
      board.snapshotId,
      JSON.stringify(board),
      BOARD_TTL_SECONDS,
    )) as string | null;
    if (replaced === null) return false;
    await this.redis.client.publish(this.channel, board.snapshotId);
    if (replaced && replaced !== board.snapshotId) {
      await this.redis.client.expire(boardKey(replaced), SUPERSEDED_BOARD_TTL_SECONDS);
    }
    return true;
  }

  async currentId(): Promise<string | null> {
    return this.redis.client.get(CURRENT_BOARD_KEY);
  }

  async board(snapshotId: string): Promise<PublishedBoard | null> {
    const json = await this.redis.client.get(boardKey(snapshotId));
    return json ? (JSON.parse(json) as PublishedBoard) : null;
  }
}
