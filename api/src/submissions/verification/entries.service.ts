import { Injectable } from '@nestjs/common';
import { ApiError, validationFailed } from '../../common/errors/api-error';
import { notFoundError } from '../../common/errors/not-found';
import { GrievancesService } from '../../grievances/grievances.service';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import { EntryStandingService } from '../../metrics/entry-standing.service';
import { EntryClaimsService } from '../claims/entry-claims.service';
import { SubmissionsService } from '../submissions.service';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { JuryAssignmentsService } from '../../jury/assignments/jury-assignments.service';
import { juryError, JuryErrorCode } from '../../jury/jury-errors';
import { JurySettingsService } from '../../jury/settings/jury-settings.service';
import { JuryScoresService } from '../../jury/scores/jury-scores.service';
import { ListQuery, Page } from '../../console/simple-rest/list-query';
import { EntryFilter, EntriesReadModel, JuryEntryFilter } from './entries.read-model';
import { ConsoleDecision } from './entry-status.dto';
import type { EntryRowDto, BulkOutcomeDto } from './entry.dto';

/** The participant is told why: a rejection or disqualification without a reason is refused up front. */
function requireReason(status: ConsoleDecision, reason: string | null): void {
  if (status !== 'verified' && !reason?.trim()) {
    throw validationFailed({ statusReason: [`is required to mark an entry ${status}; the participant will read it`] });
  }
}

const ACTION: Record<ConsoleDecision, string> = {
  verified: 'entry.verify',
  rejected: 'entry.reject',
  disqualified: 'entry.disqualify',
};

/** Organisers' work on entries: the queue, the detail view and the status decisions. */
@Injectable()
export class EntriesService {
  constructor(
    private readonly readModel: EntriesReadModel,
    private readonly submissions: SubmissionsService,
    private readonly assignments: JuryAssignmentsService,
    private readonly scores: JuryScoresService,
    private readonly audit: AuditLog,
    private readonly leaderboard: LeaderboardService,
    private readonly jurySettings: JurySettingsService,
    private readonly standing: EntryStandingService,
    private readonly claims: EntryClaimsService,
    private readonly grievances: GrievancesService,
  ) {}

  async list(
    query: ListQuery<EntryFilter> | ListQuery<JuryEntryFilter>,
    viewer: ConsoleActor,
  ): Promise<Page<EntryRowDto>> {
    const page = await this.readModel.list(query, viewer);
    return { ...page, rows: await this.withJuryMetrics(page.rows, viewer) };
  }

  /** Live views and likes anchor marks: a juror sees them only in rounds whose organisers chose to show them. */
  private async withJuryMetrics(rows: EntryRowDto[], viewer: ConsoleActor): Promise<EntryRowDto[]> {
    if (viewer.role !== 'jury') return rows;
    const shown = await this.jurySettings.metricsShownTo(
      viewer.id,
      rows.map((row) => row.id),
    );
    return rows.map((row) =>
      shown.has(row.id) ? row : { ...row, views: null, likes: null, metricsAt: null, metricsHidden: true },
    );
  }

  /** An entry as the list shows it; a juror may open only the entries assigned to them. */
  async get(id: string, viewer: ConsoleActor): Promise<EntryRowDto> {
    const row = await this.readModel.get(id, viewer);
    if (row) return (await this.withJuryMetrics([row], viewer))[0];
    if (viewer.role === 'jury' && (await this.readModel.exists(id))) {
      throw juryError(JuryErrorCode.NotAssigned);
    }
    throw notFoundError('No such entry');
  }

  /** The entry with everything an organiser (or the assigned juror) needs to decide on it. */
  async detail(id: string, viewer: ConsoleActor) {
    const entry = await this.get(id, viewer);
    const all = { sort: { field: 'createdAt', order: 'ASC' as const }, offset: 0, limit: 100 };
    if (viewer.role === 'jury') {
      // The juror's own assignment(s) and score(s) only: never another juror's marks.
      const [assignments, scores, metricHistory] = await Promise.all([
        this.assignments.list({ ...all, filter: { submissionId: [id] } }, viewer),
        this.scores.list(
          { ...all, sort: { field: 'submittedAt', order: 'ASC' }, filter: { submissionId: [id] } },
          viewer,
        ),
        this.readModel.metricHistory(id),
      ]);
      // The figures' history anchors marks as much as the live figures: hidden with them.
      return {
        ...entry,
        assignments: assignments.rows,
        scores: scores.rows,
        metricHistory: entry.metricsHidden ? [] : metricHistory,
      };
    }
    const [history, assignments, scores, autoCheck, anomalyFlags, metricHistory, positions, ownership] =
      await Promise.all([
        this.submissions.statusHistory(id),
        this.assignments.list({ ...all, filter: { submissionId: [id] } }, viewer),
        this.scores.list(
          { ...all, sort: { field: 'submittedAt', order: 'ASC' }, filter: { submissionId: [id] } },
          viewer,
        ),
        this.readModel.autoCheck(id),
        this.readModel.anomalies(id),
        this.readModel.metricHistory(id),
        this.leaderboard.positionsFor([id]),
        this.ownership(id),
      ]);
    return {
      ...entry,
      ...ownership,
      autoCheck,
      anomalyFlags,
      metricHistory,
      // The place on the published public board (null while the entry is not on it).
      rank: positions.get(id)?.rank ?? null,
      history: history.map((change) => ({
        fromStatus: change.fromStatus,
        toStatus: change.toStatus,
        reason: change.reason,
        actorType: change.actorType,
        actorId: change.actorId,
        createdAt: change.createdAt,
      })),
      assignments: assignments.rows,
      scores: scores.rows,
    };
  }

  /**
   * Whose post it is (organisers only): the entrant's handle against the owner the worker learned, whether
   * the owner's account can be read before the Collab, the invitation's state, and every other claim on the
   * same post (rejected ones included) so a squatter and the real author are seen side by side, and the
   * ownership claims on the entry with their proof.
   */
  private async ownership(id: string) {
    const [names, standings, claims, ownershipClaims] = await Promise.all([
      this.readModel.ownership(id),
      this.standing.standings([id]),
      this.readModel.claims(id),
      this.claims.list({
        filter: { submissionId: [id] },
        sort: { field: 'createdAt', order: 'ASC' },
        offset: 0,
        limit: 100,
      }),
    ]);
    const standing = standings.get(id);
    return {
      ownership: {
        entrantHandle: names?.entrantHandle ?? null,
        entrantVerified: names?.entrantVerified ?? false,
        ownerUsername: names?.ownerUsername ?? null,
        linkUsername: names?.linkUsername ?? null,
        ownerMatches: standing?.ownerMatches ?? null,
        accountReadable: standing?.accountReadable ?? null,
        invitation: standing?.invitation ?? null,
      },
      claims,
      ownershipClaims: ownershipClaims.rows,
    };
  }

  /**
   * Verify, reject or disqualify through SubmissionsService.changeStatus (which enforces the allowed moves
   * and writes the history row); the reason is what the participant reads. Verified entries are ranked by
   * the next recompute.
   */
  async decide(id: string, status: ConsoleDecision, reason: string | null, actor: ConsoleActor): Promise<EntryRowDto> {
    requireReason(status, reason);
    const before = await this.get(id, actor);
    await this.submissions.changeStatus(id, status, { reason, actorType: 'admin', actorId: actor.id });
    const after = await this.get(id, actor);
    await this.audit.record(actor, {
      action: ACTION[status],
      resource: 'entries',
      resourceId: id,
      before: { status: before.status, statusReason: before.statusReason },
      after: { status: after.status, statusReason: after.statusReason },
    });
    return after;
  }

  /**
   * Undoes a rejection or disqualification (SubmissionsService.reinstate: back to pending or verified), with
   * the reason in the entry's history and the audit log. Reversing a decision a grievance contested names the
   * grievance: it records the reinstatement in the same transaction, and the audit entry names it.
   */
  async reinstate(
    id: string,
    reason: string,
    actor: ConsoleActor,
    grievanceId: string | null = null,
  ): Promise<EntryRowDto> {
    const before = await this.get(id, actor);
    if (grievanceId) await this.grievances.ensureAbout(grievanceId, id);
    await this.submissions.reinstate(id, {
      reason,
      actorType: 'admin',
      actorId: actor.id,
      ...(grievanceId && { alongside: (manager) => this.grievances.recordReinstatement(manager, grievanceId) }),
    });
    const after = await this.get(id, actor);
    await this.audit.record(actor, {
      action: 'entry.reinstate',
      resource: 'entries',
      resourceId: id,
      before: { status: before.status, statusReason: before.statusReason },
      after: {
        status: after.status,
        statusReason: after.statusReason,
        reason: reason.trim(),
        ...(grievanceId && { grievanceId }),
      },
    });
    return after;
  }

  /** The same decision on many entries; each stands alone, so one refusal does not undo the others. */
  async decideMany(
    ids: string[],
    status: ConsoleDecision,
    reason: string | null,
    actor: ConsoleActor,
  ): Promise<BulkOutcomeDto> {
    requireReason(status, reason);
    const outcome: BulkOutcomeDto = { updated: [], failed: [] };
    for (const id of ids) {
      try {
        await this.decide(id, status, reason, actor);
        outcome.updated.push(id);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        outcome.failed.push({ id, code: error.code, message: error.message });
      }
    }
    return outcome;
  }
}
