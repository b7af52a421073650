import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CREATOR_CATEGORIES, CreatorCategory } from '../../profile/participant.entity';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../../contest/submission-statuses';
import { SUBMISSION_CATEGORIES, SubmissionCategory } from '../../contest/submission-categories';
import type { ConsoleActor } from '../../console/console-actor';
import {
  bool,
  integers,
  likePattern,
  ListQuery,
  ListSpec,
  oneOf,
  Page,
  text,
  TotalRow,
  uuids,
} from '../../console/simple-rest/list-query';
import { autoCheckItems } from '../../metrics/auto-checks';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import type { AnomalyFlagDto, AutoCheckDto, ClaimDto, MetricSampleDto, OwnershipDto, EntryRowDto } from './entry.dto';

/** Who the post belongs to, as the entry and its entrant record it (the rest of OwnershipDto is worked out). */
type OwnershipNames = Pick<OwnershipDto, 'entrantHandle' | 'entrantVerified' | 'ownerUsername' | 'linkUsername'>;

export interface EntryFilter {
  id: string[];
  status: SubmissionStatus[];
  category: SubmissionCategory[];
  creatorCategory: CreatorCategory[];
  stateProvince: string;
  roundId: number[];
  participantId: string[];
  autoCheckPassed: boolean;
  flagged: boolean;
  /** The worker found the post owned by another account than the entrant's handle. */
  ownerMismatch: boolean;
  /** The entry's Collab invitation reached the organiser and waits to be accepted. */
  invitationPending: boolean;
  isDemo: boolean;
  q: string;
}

export const ENTRY_LIST: ListSpec<EntryFilter> = {
  sortable: [
    'id',
    'createdAt',
    'author',
    'igUsername',
    'category',
    'creatorCategory',
    'stateProvince',
    'roundId',
    'stage',
    'status',
    'statusChangedAt',
    'views',
    'likes',
    'votes',
    'anomalies',
  ],
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: uuids,
    status: oneOf(SUBMISSION_STATUSES),
    category: oneOf(SUBMISSION_CATEGORIES),
    creatorCategory: oneOf(CREATOR_CATEGORIES),
    stateProvince: text(64),
    roundId: integers(1, 4),
    participantId: uuids,
    autoCheckPassed: bool,
    flagged: bool,
    ownerMismatch: bool,
    invitationPending: bool,
    isDemo: bool,
    q: text(200),
  },
};

/** What a juror never sorts or filters by: who made the film, and its popularity (figures, votes, flags). */
const JURY_WITHHELD_SORTS = [
  'author',
  'igUsername',
  'creatorCategory',
  'stateProvince',
  'views',
  'likes',
  'votes',
  'anomalies',
] as const;
const JURY_WITHHELD_FILTERS = ['creatorCategory', 'stateProvince', 'participantId', 'q', 'flagged'] as const;

export type JuryEntryFilter = Omit<EntryFilter, (typeof JURY_WITHHELD_FILTERS)[number]>;

/**
 * Jurors judge the film, not the person nor its popularity. Views and likes stay unsortable even in a round
 * that shows them: a juror's list spans rounds, and the order of the rows would give the hidden ones away.
 */
export const JURY_ENTRY_LIST: ListSpec<JuryEntryFilter> = {
  sortable: ENTRY_LIST.sortable.filter((field) => !(JURY_WITHHELD_SORTS as readonly string[]).includes(field)),
  defaultSort: ENTRY_LIST.defaultSort,
  filters: (({ creatorCategory: _c, stateProvince: _s, participantId: _p, q: _q, flagged: _f, ...rest }) => rest)(
    ENTRY_LIST.filters,
  ),
  withheld: {
    sortable: JURY_WITHHELD_SORTS,
    filters: JURY_WITHHELD_FILTERS,
    reason: 'jurors judge the film blind, without its author, handle, views, likes, votes or views-jump flags',
  },
};

/** Sortable names to SQL: the whitelist is the only way a sort reaches the query. */
const SORT_COLUMNS: Record<string, string> = {
  id: 's.id',
  createdAt: 's.created_at',
  author: 'p.name',
  igUsername: 's.ig_username',
  category: 's.category',
  creatorCategory: 'p.creator_category',
  stateProvince: 'p.state_province',
  roundId: 's.round_id',
  stage: 'stage',
  status: 's.status',
  statusChangedAt: 's.status_changed_at',
  views: 'm.views',
  likes: 'm.likes',
  votes: 'votes',
  anomalies: 'anomalies',
};

const FROM = `
  FROM submissions s
  JOIN participants p ON p.id = s.participant_id
  LEFT JOIN submission_metrics m ON m.submission_id = s.id
  LEFT JOIN submission_auto_checks c ON c.submission_id = s.id`;

const STAGE = `GREATEST(s.round_id, COALESCE((SELECT max(a.round_id) FROM round_advancements a WHERE a.submission_id = s.id), 0))`;
const ANOMALIES = `(SELECT count(*)::int FROM metric_anomalies x WHERE x.submission_id = s.id)`;
const VOTES = `(SELECT coalesce(sum(sv.votes), 0)::int FROM submission_votes sv WHERE sv.submission_id = s.id)`;

const SELECT = `
  SELECT s.id, s.created_at AS "createdAt", s.instagram_url AS "instagramUrl", s.shortcode, s.category,
         s.status, s.status_reason AS "statusReason", s.status_changed_at AS "statusChangedAt",
         s.round_id AS "roundId", ${STAGE} AS stage, s.is_demo AS "isDemo", s.ig_username AS "igUsername",
         m.views::float8 AS views, m.likes::float8 AS likes, ${VOTES} AS votes, m.sampled_at AS "metricsAt",
         c.passed AS "autoCheckPassed", c.owner_matches IS FALSE AS "ownerMismatch", ${ANOMALIES} AS anomalies,
         s.participant_id AS "participantId", p.name AS author, p.creator_category AS "creatorCategory",
         p.state_province AS "stateProvince"`;

/**
 * The console's read model of entries. Listing, filtering and sorting on the author's tier and state and on
 * the latest views needs one query joining submissions, participants and the metrics tables; like the
 * leaderboard's ranking statement, this cross-domain read is a deliberate exception for speed. Every
 * write still goes through the owning domain's service (SubmissionsService.changeStatus and so on).
 */
@Injectable()
export class EntriesReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(
    query: ListQuery<EntryFilter> | ListQuery<JuryEntryFilter>,
    viewer: ConsoleActor,
  ): Promise<Page<EntryRowDto>> {
    const conditions = this.conditions(query.filter, viewer);
    const countParams = [...conditions.params];
    const order = `${SORT_COLUMNS[query.sort.field]} ${query.sort.order} NULLS LAST, s.id ASC`;
    const page = `LIMIT ${conditions.bind(query.limit)} OFFSET ${conditions.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<EntryRowDto[]>(
        `${SELECT} ${FROM} ${conditions.where} ORDER BY ${order} ${page}`,
        conditions.params,
      ),
      this.dataSource.query<TotalRow[]>(`SELECT count(*)::int AS total ${FROM} ${conditions.where}`, countParams),
    ]);
    return { rows: rows.map((row) => forViewer(row, viewer)), total };
  }

  /** One entry as the list shows it, or null when it does not exist or the viewer may not see it. */
  async get(id: string, viewer: ConsoleActor): Promise<EntryRowDto | null> {
    const page = await this.list(
      { filter: { id: [id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 },
      viewer,
    );
    return page.rows[0] ?? null;
  }

  /** The metrics worker's automatic checks of the post (null until it has looked). */
  async autoCheck(id: string): Promise<AutoCheckDto | null> {
    const [row] = await this.dataSource.query<Array<Omit<AutoCheckDto, 'checks' | 'passed'>>>(
      `SELECT checked_at AS "checkedAt", collaboration_found AS "collaborationFound", found_via AS "foundVia",
              is_reel AS "isReel", hashtags_present AS "hashtagsPresent", missing_hashtags AS "missingHashtags",
              mention_present AS "mentionPresent", posted_in_window AS "postedInWindow", posted_at AS "postedAt",
              owner_matches AS "ownerMatches"
         FROM submission_auto_checks WHERE submission_id = $1`,
      [id],
    );
    if (!row) return null;
    // The summary is worked out from the list the console shows, the rule the worker stored `passed` by.
    const checks = autoCheckItems(row);
    return { ...row, checks, passed: checks.every((check) => check.passes) };
  }

  /** Every metric sample of the entry, oldest first (for the chart); at most the latest `limit`. */
  metricHistory(id: string, limit = 500): Promise<MetricSampleDto[]> {
    return this.dataSource.query<MetricSampleDto[]>(
      `SELECT * FROM (
         SELECT sampled_at AS "sampledAt", views::float8 AS views, likes::float8 AS likes, source
           FROM metric_samples WHERE submission_id = $1 ORDER BY sampled_at DESC LIMIT $2) latest
        ORDER BY "sampledAt"`,
      [id, limit],
    );
  }

  /** Sudden jumps in views the metrics worker flagged for a human look. */
  anomalies(id: string): Promise<AnomalyFlagDto[]> {
    return this.dataSource.query<AnomalyFlagDto[]>(
      `SELECT id::text, previous_views::float8 AS "previousViews", views::float8 AS views,
              previous_sampled_at AS "previousSampledAt", sampled_at AS "sampledAt", detected_at AS "detectedAt", source
         FROM metric_anomalies WHERE submission_id = $1 ORDER BY detected_at`,
      [id],
    );
  }

  /** Who the post belongs to: the entrant's (proven or typed) handle, the owner the Graph API named, the link's username. */
  async ownership(id: string): Promise<OwnershipNames | null> {
    const [row] = await this.dataSource.query<OwnershipNames[]>(
      `SELECT coalesce(p.instagram_proven_username, p.instagram_handle) AS "entrantHandle",
              p.instagram_proven_username IS NOT NULL AS "entrantVerified", s.ig_username AS "ownerUsername",
              s.link_username AS "linkUsername"
         FROM submissions s JOIN participants p ON p.id = s.participant_id WHERE s.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The other entries of the same post, rejected ones included, oldest first: who else claimed it. */
  claims(id: string): Promise<ClaimDto[]> {
    return this.dataSource.query<ClaimDto[]>(
      `SELECT o.id, o.status, o.status_reason AS "statusReason", o.created_at AS "createdAt",
              o.participant_id AS "participantId", p.name AS author, p.instagram_handle AS "instagramHandle",
              o.link_username AS "linkUsername"
         FROM submissions s
         JOIN submissions o ON o.shortcode = s.shortcode AND o.id <> s.id
         JOIN participants p ON p.id = o.participant_id
        WHERE s.id = $1
        ORDER BY o.created_at, o.id`,
      [id],
    );
  }

  /** Whether an entry exists at all (so a juror can be told "not yours" rather than "no such entry"). */
  async exists(id: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(`SELECT 1 FROM submissions WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** The list's WHERE over `submissions s`, `participants p` and `submission_auto_checks c` (also the CSV export's). */
  conditions(filter: Partial<EntryFilter>, viewer: ConsoleActor): SqlConditions {
    const where = new SqlConditions();
    if (viewer.role === 'jury') {
      where.add(
        (bind) =>
          `EXISTS (SELECT 1 FROM jury_assignments ja WHERE ja.submission_id = s.id AND ja.juror_id = ${bind(viewer.id)})`,
      );
    }
    if (filter.id) where.add((bind) => `s.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.status) where.add((bind) => `s.status = ANY(${bind(filter.status)})`);
    if (filter.category) where.add((bind) => `s.category = ANY(${bind(filter.category)})`);
    if (filter.creatorCategory) where.add((bind) => `p.creator_category = ANY(${bind(filter.creatorCategory)})`);
    if (filter.stateProvince) where.add((bind) => `p.state_province = ${bind(filter.stateProvince)}`);
    if (filter.participantId) where.add((bind) => `s.participant_id = ANY(${bind(filter.participantId)}::uuid[])`);
    if (filter.roundId) {
      // Entries that took part in the round: submitted in it, or promoted into it.
      where.add((bind) => {
        const rounds = bind(filter.roundId);
        return `(s.round_id = ANY(${rounds}::smallint[]) OR EXISTS (SELECT 1 FROM round_advancements a
                  WHERE a.submission_id = s.id AND a.round_id = ANY(${rounds}::smallint[])))`;
      });
    }
    if (filter.autoCheckPassed !== undefined) where.add((bind) => `c.passed = ${bind(filter.autoCheckPassed)}`);
    if (filter.flagged !== undefined) {
      where.add(
        () => `${filter.flagged ? '' : 'NOT '}EXISTS (SELECT 1 FROM metric_anomalies x WHERE x.submission_id = s.id)`,
      );
    }
    if (filter.ownerMismatch !== undefined) {
      where.add(() => `c.owner_matches ${filter.ownerMismatch ? '= false' : 'IS DISTINCT FROM false'}`);
    }
    if (filter.invitationPending !== undefined) {
      where.add(
        () =>
          `${filter.invitationPending ? '' : 'NOT '}EXISTS (SELECT 1 FROM collab_invitations ci
             WHERE ci.submission_id = s.id AND ci.accepted_at IS NULL)`,
      );
    }
    if (filter.isDemo !== undefined) where.add((bind) => `s.is_demo = ${bind(filter.isDemo)}`);
    if (filter.q) {
      where.add((bind) => {
        const pattern = bind(likePattern(filter.q!));
        return `(p.name ILIKE ${pattern} OR s.ig_username ILIKE ${pattern} OR s.instagram_url ILIKE ${pattern})`;
      });
    }
    return where;
  }
}

/** A juror's row: the film alone, without who made it, whose account posted it, its votes or its flags. */
function forViewer(row: EntryRowDto, viewer: ConsoleActor): EntryRowDto {
  if (viewer.role === 'admin') return row;
  const {
    participantId: _p,
    author: _a,
    creatorCategory: _c,
    stateProvince: _s,
    igUsername: _i,
    votes: _v,
    anomalies: _n,
    ...film
  } = row;
  return film;
}
