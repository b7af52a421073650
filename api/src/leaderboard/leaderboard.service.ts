import { Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { isUuid } from '../common/uuid';
import { PersonalDataService } from '../profile/personal-data.service';
import { RedisService } from '../redis/redis.service';
import { BoardCache } from './board-cache';
import { LeaderboardItem, PublishedBoard, SubmissionPosition } from './leaderboard-board';
import { BoardFilters, LeaderboardRepository } from './leaderboard.repository';
import { RankRecomputeService } from './rank-recompute.service';

/** A response body serialised once per board, with its validator. */
export interface CachedResponse {
  /** Encoded once: a 100-row board is ~35 kB, worth not re-encoding on every request. */
  body: Buffer;
  etag: string;
}

/** How often an API instance checks the pointer when no publication message arrived (a missed one, say). */
const POLL_MS = 5000;
/** Bounds on the per-board memo of serialised responses and sub-boards (query strings are client-chosen). */
const MAX_RESPONSES = 2000;
const MAX_SUB_BOARDS = 1000;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The public board as the API serves it: the last published snapshot, held in memory and swapped in
 * one assignment when a recompute publishes a new one (a Redis message, or the periodic pointer check).
 * Requests never rank anything; a board's responses are serialised once and served with an ETag.
 */
@Injectable()
export class LeaderboardService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Leaderboard');
  private board: PublishedBoard | null = null;
  private responses = new Map<string, CachedResponse>();
  private subBoards = new Map<string, Promise<LeaderboardItem[]>>();
  private started: Promise<void> | null = null;
  private syncing: Promise<void> | null = null;
  private subscriber: Redis | null = null;
  private poll: NodeJS.Timeout | null = null;
  private rebuilding: Promise<void> | null = null;
  private rebuildQueued: Promise<void> | null = null;

  constructor(
    private readonly repository: LeaderboardRepository,
    private readonly cache: BoardCache,
    private readonly redis: RedisService,
    private readonly ranking: RankRecomputeService,
    private readonly personalData: PersonalDataService,
  ) {}

  onModuleInit(): void {
    this.personalData.onErased(() => this.rebuildNow());
  }

  /**
   * After a participant is erased, blocked or unblocked: ranks again at once and serves the new board from
   * this process before resolving (the others follow the publication), so the top 500, every sub-board,
   * /leaderboard/me and /stats change together instead of at the next scheduled recompute. Calls during a
   * rebuild share one more rebuild after it (it must see their change). A failure is logged, never thrown:
   * the change itself is done, and the next recompute publishes it anyway.
   */
  rebuildNow(): Promise<void> {
    if (!this.rebuilding) {
      this.rebuilding = this.rebuild().finally(() => (this.rebuilding = null));
      return this.rebuilding;
    }
    this.rebuildQueued ??= this.rebuilding.then(() => {
      this.rebuildQueued = null;
      return this.rebuildNow();
    });
    return this.rebuildQueued;
  }

  private async rebuild(): Promise<void> {
    try {
      await this.ranking.recompute();
      await this.sync();
    } catch (error) {
      this.logger.error(`leaderboard not rebuilt after a removal: ${(error as Error).message}`);
    }
  }

  /** GET /leaderboard: the top `limit` rows, or a sub-board ranked within the filters. */
  async leaderboard(query: BoardFilters & { limit: number }): Promise<CachedResponse> {
    const board = await this.current();
    const key = `board|${query.limit}|${query.category ?? ''}|${query.creatorCategory ?? ''}|${query.state ?? ''}`;
    const hit = this.responses.get(key);
    if (hit) return hit;
    const filtered = Boolean(query.category || query.creatorCategory || query.state);
    const rows = !board ? [] : filtered ? await this.subBoard(board, query) : board.items;
    const body = JSON.stringify({
      items: rows.slice(0, query.limit),
      lastUpdated: board?.lastUpdated ?? null,
      source: board?.source ?? null,
    });
    return this.remember(board, key, body);
  }

  /** GET /stats: totals of the current board. */
  async stats(): Promise<CachedResponse> {
    const board = await this.current();
    const hit = this.responses.get('stats');
    if (hit) return hit;
    const body = JSON.stringify({
      entries: board?.stats.entries ?? 0,
      totalViews: board?.stats.totalViews ?? 0,
      statesRepresented: board?.stats.statesRepresented ?? 0,
      lastUpdated: board?.lastUpdated ?? null,
      source: board?.source ?? null,
    });
    return this.remember(board, 'stats', body);
  }

  /** GET /leaderboard/me: the participant's ranked entries in the current snapshot. */
  async forParticipant(participantId: string) {
    const board = await this.current();
    const items = board ? await this.repository.forParticipant(board.snapshotId, participantId) : [];
    return { items, lastUpdated: board?.lastUpdated ?? null, source: board?.source ?? null };
  }

  /**
   * For the entries domain (/submissions/mine): rank in the current snapshot and latest figures of each
   * given entry. Entries with neither are absent from the map.
   */
  async positionsFor(submissionIds: string[]): Promise<Map<string, SubmissionPosition>> {
    const ids = [...new Set(submissionIds.filter((id) => isUuid(id)))];
    if (!ids.length) return new Map();
    const board = await this.current();
    return this.repository.positions(board?.snapshotId ?? null, ids);
  }

  /** The board in memory, loaded on first use; later swaps happen in the background. */
  async current(): Promise<PublishedBoard | null> {
    if (!this.started) {
      this.started = this.sync().then(() => this.watch());
      this.started.catch(() => (this.started = null));
    }
    await this.started;
    return this.board;
  }

  /** Brings the in-memory board up to the published pointer (single-flight). */
  sync(): Promise<void> {
    if (!this.syncing) {
      this.syncing = this.load().finally(() => (this.syncing = null));
    }
    return this.syncing;
  }

  onModuleDestroy(): void {
    if (this.poll) clearInterval(this.poll);
    this.subscriber?.disconnect();
  }

  private async load(): Promise<void> {
    let pointer: string | null;
    try {
      pointer = await this.cache.currentId();
    } catch (error) {
      // Redis down: keep serving what we have; with nothing yet, read the latest snapshot from Postgres.
      if (!this.board) this.swap(await this.fromDatabase(await this.repository.latestSnapshotId()));
      this.logger.warn(`leaderboard pointer unreadable: ${(error as Error).message}`);
      return;
    }
    if (pointer && pointer === this.board?.snapshotId) return;
    if (!pointer) {
      // Nothing published (a fresh Redis): publish the latest stored snapshot, if any.
      const board = await this.fromDatabase(await this.repository.latestSnapshotId());
      if (board) await this.cache.publish(board);
      this.swap(board);
      return;
    }
    const board = (await this.cache.board(pointer)) ?? (await this.fromDatabase(pointer));
    this.swap(board);
  }

  private async fromDatabase(snapshotId: string | null): Promise<PublishedBoard | null> {
    return snapshotId ? this.repository.board(snapshotId) : null;
  }

  private swap(board: PublishedBoard | null): void {
    if (!board || (this.board && Number(board.snapshotId) <= Number(this.board.snapshotId))) return;
    this.board = board;
    this.responses = new Map();
    this.subBoards = new Map();
  }

  private async watch(): Promise<void> {
    this.subscriber = this.redis.client.duplicate();
    this.subscriber.on('error', () => undefined); // the poll covers the time Redis is away
    this.subscriber.on('message', () => void this.sync().catch(() => undefined));
    await this.subscriber.subscribe(this.cache.channel).catch(() => undefined);
    this.poll = setInterval(() => void this.sync().catch(() => undefined), POLL_MS);
    this.poll.unref();
  }

  private subBoard(board: PublishedBoard, filters: BoardFilters): Promise<LeaderboardItem[]> {
    const key = `${filters.category ?? ''}|${filters.creatorCategory ?? ''}|${filters.state ?? ''}`;
    let rows = this.subBoards.get(key);
    if (!rows) {
      rows = this.repository.filtered(board.snapshotId, filters);
      if (this.subBoards.size < MAX_SUB_BOARDS) this.subBoards.set(key, rows);
      rows.catch(() => this.subBoards.delete(key));
    }
    return rows;
  }

  private remember(board: PublishedBoard | null, key: string, json: string): CachedResponse {
    const body = Buffer.from(json);
    const response = { body, etag: etagOf(body) };
    // A board swapped in meanwhile has its own memo; this response belongs to the old one.
    if (board === this.board && this.responses.size < MAX_RESPONSES) this.responses.set(key, response);
    return response;
  }
}
