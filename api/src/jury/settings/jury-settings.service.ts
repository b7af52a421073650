import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { notFoundError } from '../../common/errors/not-found';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { JURY_ROUNDS } from '../../contest/round-ranking';
import { integers, ListQuery, ListSpec, Page } from '../../console/simple-rest/list-query';
import type { JurySettingsRowDto } from './jury-settings';
import { JurySettingsRepository } from './jury-settings.repository';

export const JURY_SETTINGS_LIST: ListSpec<{ id: number[] }> = {
  sortable: ['id'],
  defaultSort: ['id', 'ASC'],
  filters: { id: integers(1, 4) },
};

const notFound = () => notFoundError(`Only rounds ${JURY_ROUNDS.join(' and ')} have jury settings`);

/** What jurors may see while scoring, per jury round; views and likes are hidden unless an organiser shows them. */
@Injectable()
export class JurySettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly settings: JurySettingsRepository,
    private readonly audit: AuditLog,
  ) {}

  list(query: ListQuery<{ id: number[] }>): Promise<Page<JurySettingsRowDto>> {
    return this.settings.page(query);
  }

  async get(roundId: number): Promise<JurySettingsRowDto> {
    const row = await this.settings.find(roundId);
    if (!row) throw notFound();
    return row;
  }

  async update(roundId: number, showMetricsToJury: boolean, actor: ConsoleActor): Promise<JurySettingsRowDto> {
    await this.dataSource.transaction(async (manager) => {
      const before = await this.settings.findForUpdate(manager, roundId);
      if (!before) throw notFound();
      await this.settings.update(manager, roundId, showMetricsToJury);
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
    return new Set(await this.settings.metricsShownTo(jurorId, submissionIds));
  }
}
