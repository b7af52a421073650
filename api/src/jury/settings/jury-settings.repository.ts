import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { ListQuery, Page, TotalRow } from '../../console/simple-rest/list-query';
import type { JurySettingsRowDto } from './jury-settings';

const SELECT = `SELECT round_id AS id, show_metrics_to_jury AS "showMetricsToJury", updated_at AS "updatedAt"
                  FROM jury_round_settings`;

/** Each jury round's settings (jury_round_settings) and what they let a juror see. */
@Injectable()
export class JurySettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async page(query: ListQuery<{ id: number[] }>): Promise<Page<JurySettingsRowDto>> {
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

  async find(roundId: number): Promise<JurySettingsRowDto | undefined> {
    const [row] = await this.dataSource.query<JurySettingsRowDto[]>(`${SELECT} WHERE round_id = $1`, [roundId]);
    return row;
  }

  async findForUpdate(manager: EntityManager, roundId: number): Promise<JurySettingsRowDto | undefined> {
    const [row] = await manager.query<JurySettingsRowDto[]>(`${SELECT} WHERE round_id = $1 FOR UPDATE`, [roundId]);
    return row;
  }

  async update(manager: EntityManager, roundId: number, showMetricsToJury: boolean): Promise<void> {
    await manager.query(
      `UPDATE jury_round_settings SET show_metrics_to_jury = $2, updated_at = now() WHERE round_id = $1`,
      [roundId, showMetricsToJury],
    );
  }

  /** The entries among `submissionIds` that every round the juror judges them in shows the metrics of. */
  async metricsShownTo(jurorId: string, submissionIds: string[]): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ id: string }>>(
      `SELECT a.submission_id AS id FROM jury_assignments a
         LEFT JOIN jury_round_settings js ON js.round_id = a.round_id
        WHERE a.juror_id = $1 AND a.submission_id = ANY($2::uuid[])
        GROUP BY a.submission_id HAVING bool_and(COALESCE(js.show_metrics_to_jury, false))`,
      [jurorId, submissionIds],
    );
    return rows.map((row) => row.id);
  }
}
