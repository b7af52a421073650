import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  BoardSource,
  EntryRow,
  LeaderboardItem,
  MAX_BOARD_LIMIT,
  PublishedBoard,
  SubmissionPosition,
  toItem,
} from './leaderboard-board';
import { inContest } from '../contest/contest.repository';
import { BOARD_ROUND, RANK_ORDER, scoredEntries } from './ranking-rule';

// Namespace of the recompute's advisory lock (two-key form, apart from the migration and entry locks).
const RECOMPUTE_LOCK = [7_243_201, 1] as const;

/** Postgres's lock_not_available: a lock_timeout ran out. */
const LOCK_NOT_AVAILABLE = '55P03';

/** How many snapshots keep their rows (the API may still read the previous one while a swap spreads). */
export const SNAPSHOTS_KEPT = 3;

/**
 * The data-minimising display name: the first word of the name plus the initial of the last word
 * ("Asha Rao" -> "Asha R.", "Mary Ann de Souza" -> "Mary S.", "Ravi" -> "Ravi"). Computed when a board is
 * read (at most 500 rows at a time), from the participant's current name.
 */
export const DISPLAY_NAME = `
  CASE
    WHEN coalesce(btrim(p.name), '') = '' THEN 'Participant'
    WHEN strpos(btrim(p.name), ' ') = 0 THEN left(btrim(p.name), 60)
    ELSE left(split_part(btrim(p.name), ' ', 1), 60) || ' '
      || upper(left(reverse(split_part(reverse(btrim(p.name)), ' ', 1)), 1)) || '.'
  END`;

/**
 * Ranks every verified entry in ONE statement with window functions, by the ranking rule (ranking-rule.ts:
 * views and votes blended), into the snapshot's own table (`$1` its id, the table named by `rowsTable`). This
 * statement joins the entries', the participants', the metrics' and the votes' tables: the one cross-domain
 * read the architecture allows, for speed. Blocked participants are left off the public board. Each snapshot
 * row holds only what ranking and the sub-board filters need, so that writing a million of them stays cheap.
 */
const rankStatement = (table: string) => `
  INSERT INTO ${table} (snapshot_id, rank, submission_id, category, creator_category, state_province,
    views, likes, metrics_source, votes)
  SELECT $1, row_number() OVER (ORDER BY ${RANK_ORDER}),
    id, category, creator_category, state_province, views, likes, metrics_source, votes
  FROM (${scoredEntries(inContest, BOARD_ROUND)}) scored`;

/**
 * What a snapshot's summary says of its rows, read back from its table once written: cheaper than aggregating
 * the rows the insert returns (0.7 s of 5 at a million entries), and the states are counted by hashing, not by
 * sorting a million names as count(DISTINCT) does.
 */
const totalsStatement = (table: string) => `
  SELECT count(*)::int AS entries,
    coalesce(sum(views), 0)::text AS total_views,
    (SELECT count(*) FROM (SELECT DISTINCT state_province FROM ${table} WHERE state_province IS NOT NULL) states)::int
      AS states,
    CASE
      WHEN count(metrics_source) = 0 THEN NULL
      WHEN bool_and(metrics_source = 'simulated') FILTER (WHERE metrics_source IS NOT NULL) THEN 'simulated'
      WHEN bool_or(metrics_source = 'simulated') THEN 'mixed'
      ELSE 'instagram'
    END AS source
  FROM ${table}`;

/** A snapshot's partition of `leaderboard_rows` (ids are bigints the database gave, never user input). */
const rowsTable = (snapshotId: string | number) => `leaderboard_rows_${BigInt(snapshotId)}`;

/**
 * Snapshot rows with what a board shows of each entry: its link and date from the entry, the display name
 * from the participant (the same cross-domain read, limited to the rows served). The rows are picked first
 * (`picked`, at most 500, by the snapshot's rank index), then joined, whatever the planner's statistics of a
 * freshly written snapshot say. An entry deleted, or of a participant blocked, since the snapshot drops out.
 */
const boardRows = (picked: string) => `
  SELECT e.rank, e.submission_id, ${DISPLAY_NAME} AS display_name, s.instagram_url, e.category, e.creator_category,
    e.state_province, e.views, e.likes, e.votes, e.metrics_source, s.created_at AS submitted_at
  FROM (${picked}) e
  JOIN submissions s ON s.id = e.submission_id
  JOIN participants p ON p.id = s.participant_id AND p.blocked_at IS NULL
  ORDER BY e.rank`;

export interface BoardFilters {
  category?: string;
  creatorCategory?: string;
  state?: string;
}

/** A leaderboard_snapshots row as pg returns it (bigint columns as strings). */
interface SnapshotRow {
  id: string;
  created_at: Date;
  cycle_id: string | null;
  entries: number;
  total_views: string;
  states: number;
  source: BoardSource | null;
  duration_ms: number | null;
}

/** What totalsStatement sums up of a snapshot's rows. */
interface RankTotals {
  entries: number;
  total_views: string;
  states: number;
  source: BoardSource | null;
}

interface PositionRow {
  id: string;
  rank: number | null;
  views: string | null;
  likes: string | null;
  sampled_at: Date | null;
  source: SubmissionPosition['source'];
  votes: number;
}

export interface SnapshotSummary {
  snapshotId: string;
  entries: number;
  totalViews: number;
  states: number;
  source: BoardSource | null;
  createdAt: Date;
  durationMs: number;
}

/** The leaderboard's SQL: snapshots and their ranked rows. Reading a snapshot never ranks anything. */
@Injectable()
export class LeaderboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Ranks and stores a new snapshot; concurrent recomputes queue on an advisory lock. */
  async recompute(cycleId: string | null): Promise<SnapshotSummary> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [...RECOMPUTE_LOCK]);
      // The ranking's sorts and window buffers stay in memory up to about a million entries (on disk they were
      // read back many times over); JIT compilation costs more than it saves on a statement run once a cycle. A
      // snapshot lost in a crash is simply taken again, so its commit need not wait for the disk.
      await manager.query(`SET LOCAL work_mem = '256MB'`);
      await manager.query(`SET LOCAL jit = off`);
      await manager.query(`SET LOCAL synchronous_commit = off`);
      const started = Date.now();
      const [snapshot] = await manager.query<Array<Pick<SnapshotRow, 'id' | 'created_at'>>>(
        `INSERT INTO leaderboard_snapshots (cycle_id) VALUES ($1) RETURNING id, created_at`,
        [cycleId],
      );
      // The rows go into a table of their own without indexes; attaching it to leaderboard_rows builds its
      // indexes by sorting once (inserting into them row by row was most of the time), and its CHECK spares
      // the attach a scan. Readers see the snapshot's rows when this transaction commits, all at once.
      const table = rowsTable(snapshot.id);
      await manager.query(
        `CREATE TABLE ${table} (LIKE leaderboard_rows INCLUDING DEFAULTS, CHECK (snapshot_id = ${BigInt(snapshot.id)}))`,
      );
      await manager.query(rankStatement(table), [snapshot.id]);
      const [totals] = await manager.query<RankTotals[]>(totalsStatement(table));
      await manager.query(`SET LOCAL maintenance_work_mem = '256MB'`);
      await manager.query(
        `ALTER TABLE leaderboard_rows ATTACH PARTITION ${table} FOR VALUES IN (${BigInt(snapshot.id)})`,
      );
      const durationMs = Date.now() - started;
      await manager.query(
        `UPDATE leaderboard_snapshots SET entries = $2, total_views = $3, states = $4, source = $5, duration_ms = $6
         WHERE id = $1`,
        [snapshot.id, totals.entries, totals.total_views, totals.states, totals.source, durationMs],
      );
      return {
        snapshotId: String(snapshot.id),
        entries: totals.entries,
        totalViews: Number(totals.total_views),
        states: totals.states,
        source: totals.source,
        createdAt: snapshot.created_at,
        durationMs,
      };
    });
  }

  /**
   * Drops the rows of all but the newest SNAPSHOTS_KEPT snapshots (their summaries stay): each one's table at
   * once. Dropping a partition locks leaderboard_rows, and reads queue behind the waiting drop: it gives up after
   * 250 ms rather than hold reads longer, and the next recompute drops what is left.
   */
  async prune(): Promise<void> {
    const old = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT id FROM (
         SELECT (regexp_match(c.relname, '^leaderboard_rows_(\\d+)$'))[1]::bigint AS id
         FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
         WHERE i.inhparent = 'leaderboard_rows'::regclass) snapshots
       ORDER BY id DESC OFFSET $1`,
      [SNAPSHOTS_KEPT],
    );
    for (const { id } of old) {
      try {
        await this.dataSource.transaction(async (manager) => {
          await manager.query(`SET LOCAL lock_timeout = '250ms'`);
          await manager.query(`DROP TABLE ${rowsTable(id)}`);
        });
      } catch (error) {
        if ((error as { code?: string }).code === LOCK_NOT_AVAILABLE) return;
        throw error;
      }
    }
  }

  async latestSnapshotId(): Promise<string | null> {
    const [row] = await this.dataSource.query<Array<{ id: string | null }>>(
      `SELECT max(id) AS id FROM leaderboard_snapshots`,
    );
    return row?.id ? String(row.id) : null;
  }

  /** The board as published: the snapshot's summary and its top MAX_BOARD_LIMIT rows. */
  async board(snapshotId: string): Promise<PublishedBoard | null> {
    const [snapshot] = await this.dataSource.query<SnapshotRow[]>(`SELECT * FROM leaderboard_snapshots WHERE id = $1`, [
      snapshotId,
    ]);
    if (!snapshot) return null;
    const rows = await this.dataSource.query<EntryRow[]>(
      boardRows(`SELECT * FROM leaderboard_rows WHERE snapshot_id = $1 ORDER BY rank LIMIT $2`),
      [snapshotId, MAX_BOARD_LIMIT],
    );
    return {
      snapshotId: String(snapshot.id),
      lastUpdated: new Date(snapshot.created_at).toISOString(),
      source: snapshot.source,
      stats: {
        entries: Number(snapshot.entries),
        totalViews: Number(snapshot.total_views),
        statesRepresented: Number(snapshot.states),
      },
      items: rows.map(toItem),
    };
  }

  /**
   * A sub-board: the snapshot's rows matching the filters, in rank order, renumbered from 1 (ranked within
   * the filter). Reads the stored ranking through its (snapshot_id, rank) key; nothing is re-ranked.
   */
  async filtered(snapshotId: string, filters: BoardFilters): Promise<LeaderboardItem[]> {
    const rows = await this.dataSource.query<EntryRow[]>(
      boardRows(
        `SELECT * FROM leaderboard_rows
         WHERE snapshot_id = $1 AND ($2::text IS NULL OR category = $2)
           AND ($3::text IS NULL OR creator_category = $3) AND ($4::text IS NULL OR state_province = $4)
         ORDER BY rank LIMIT $5`,
      ),
      [snapshotId, filters.category ?? null, filters.creatorCategory ?? null, filters.state ?? null, MAX_BOARD_LIMIT],
    );
    return rows.map((row, index) => ({ ...toItem(row), rank: index + 1 }));
  }

  /** The participant's rows, found through their entries (the entries table's participant index). */
  async forParticipant(snapshotId: string, participantId: string): Promise<LeaderboardItem[]> {
    const rows = await this.dataSource.query<EntryRow[]>(
      boardRows(
        `SELECT e.* FROM submissions s JOIN leaderboard_rows e ON e.submission_id = s.id AND e.snapshot_id = $2
         WHERE s.participant_id = $1`,
      ),
      [participantId, snapshotId],
    );
    return rows.map(toItem);
  }

  /**
   * Rank from the snapshot, figures from the latest sample (so pending entries show theirs too), votes as
   * counted now in the board's round (the owner sees their count move before the next snapshot).
   */
  async positions(snapshotId: string | null, submissionIds: string[]): Promise<Map<string, SubmissionPosition>> {
    const rows = await this.dataSource.query<PositionRow[]>(
      `SELECT t.id, e.rank, m.views, m.likes, m.sampled_at, m.source, coalesce(v.votes, 0) AS votes
       FROM unnest($1::uuid[]) AS t(id)
       LEFT JOIN submission_metrics m ON m.submission_id = t.id
       LEFT JOIN leaderboard_rows e ON e.submission_id = t.id AND e.snapshot_id = $2
       LEFT JOIN submission_votes v ON v.submission_id = t.id AND v.round_id = ${BOARD_ROUND}
       WHERE m.submission_id IS NOT NULL OR e.submission_id IS NOT NULL OR v.submission_id IS NOT NULL`,
      [submissionIds, snapshotId],
    );
    return new Map(
      rows.map((row) => [
        row.id,
        {
          rank: row.rank === null ? null : Number(row.rank),
          views: row.views === null ? null : Number(row.views),
          likes: row.likes === null ? null : Number(row.likes),
          votes: Number(row.votes),
          updatedAt: row.sampled_at ?? null,
          source: row.source ?? null,
        },
      ]),
    );
  }
}
