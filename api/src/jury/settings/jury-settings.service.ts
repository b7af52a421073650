import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFoundError } from '../../common/errors/not-found';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { JURY_ROUNDS } from '../../contest/round-ranking';
import { integers, ListQuery, ListSpec, Page, TotalRow } from '../../console/simple-rest/list-query';
import type { JurySettingsRowDto } from './jury-settings';

export const JURY_SETTINGS_LIST: ListSpec<{ id: number[] }> = {
  sortable: ['id'],
  defaultSort: ['id', 'ASC'],
  filters: { id: integers(1, 4) },
};

const SELECT = `SELECT round_id AS id, show_metrics_to_jury AS "showMetricsToJury", updated_at AS "updatedAt"
                  FROM jury_round_settings`;

const notFound = () => notFoundError(`Only rounds ${JURY_ROUNDS.join(' and ')} have jury settings`);

/** What jurors may see while scoring, per jury round; views and likes are hidden unless an organiser shows them. */
@Injectable()
export class JurySettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
  ) {}

  async list(query: ListQuery<{ id: number[] }>): Promise<Page<JurySettingsRowDto>> {
    const rows = await this.dataSource.query<JurySettingsRowDto[]>(
      `${SELECT} WHERE ($1::smallint[] IS NULL OR round_id = ANY($1::smallint[]))
        ORDER BY round_id ${query.sort.order} LIMIT $2 OFFSET $3`,
      [query.filter.id ?? null, query.limit, query.offset],
    );
    const [{ total }] = await this.dataSource.query<TotalRow[]>(
      `SELECT count(*)::int AS total FROM jury_round_settings WHERE ($1::smallint[] IS NULL OR round_id = ANY($1::smallint[]))`,
      [query.filter.id ?? null],
    );
    return { rows, total };
  }

  async get(roundId: number): Promise<JurySettingsRowDto> {
    const [row] = await this.dataSource.query<JurySettingsRowDto[]>(`${SELECT} WHERE round_id = $1`, [roundId]);
    if (!row) throw notFound();
    return row;
  }

  async update(roundId: number, showMetricsToJury: boolean, actor: ConsoleActor): Promise<JurySettingsRowDto> {
    await this.dataSource.transaction(async (manager) => {
      const [before] = await manager.query<JurySettingsRowDto[]>(`${SELECT} WHERE round_id = $1 FOR UPDATE`, [roundId]);
      if (!before) throw notFound();
      await manager.query(
        `UPDATE jury_round_settings SET show_metrics_to_jury = $2, updated_at = now() WHERE round_id = $1`,
        [roundId, showMetricsToJury],
      );
      await this.audit.record(
        actor,
        {
          action: 'jury-settings.update',
          resource: 'jury-settings',
          resourceId: String(roundId),
          before: { showMetricsToJury: before.showMetricsToJury },
          after: { showMetricsToJury },
        },
        manager,
      );
    });
    return this.get(roundId);
  }

  /**
   * The entries among `submissionIds` whose views and likes this juror may see: every round they judge
   * the entry in shows them. Anything else is hidden, so marks are not anchored on popularity.
   */
  async metricsShownTo(jurorId: string, submissionIds: string[]): Promise<Set<string>> {
    if (!submissionIds.length) return new Set();
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `SELECT a.submission_id AS id FROM jury_assignments a
         LEFT JOIN jury_round_settings js ON js.round_id = a.round_id
        WHERE a.juror_id = $1 AND a.submission_id = ANY($2::uuid[])
        GROUP BY a.submission_id HAVING bool_and(COALESCE(js.show_metrics_to_jury, false))`,
      [jurorId, submissionIds],
    );
    return new Set(rows.map((row) => row.id));
  }
}
