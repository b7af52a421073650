import { Injectable } from '@nestjs/common';
import { SessionService } from '../auth/session.service';
import { notFoundError } from '../common/errors/not-found';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { ProfileService } from '../profile/profile.service';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ListQuery, Page } from '../console/simple-rest/list-query';
import { ParticipantFilter, ParticipantsReadModel } from './participants.read-model';
import type { ParticipantRowDto } from './participant.dto';

const notFound = () => notFoundError('No such participant');

/** Organisers' view of participants: the list, a profile with its sign-in identities, blocking. */
@Injectable()
export class ParticipantsService {
  constructor(
    private readonly readModel: ParticipantsReadModel,
    private readonly profiles: ProfileService,
    private readonly sessions: SessionService,
    private readonly audit: AuditLog,
    private readonly leaderboard: LeaderboardService,
  ) {}

  list(query: ListQuery<ParticipantFilter>): Promise<Page<ParticipantRowDto>> {
    return this.readModel.list(query);
  }

  async get(id: string): Promise<ParticipantRowDto> {
    const row = await this.readModel.get(id);
    if (!row) throw notFound();
    return row;
  }

  /** The profile with the ways they sign in (their entries come from /admin/entries?filter={"participantId"}). */
  async detail(id: string) {
    const [row, identities] = await Promise.all([this.get(id), this.readModel.identities(id)]);
    return { ...row, identities };
  }

  /**
   * Blocking stops sign-in, refresh and new entries (the auth and entries domains check blocked_at) and
   * signs the participant out everywhere; their access tokens lapse within 15 minutes. The flag is set
   * first, so a refresh racing the revocation is refused anyway. The public boards are rebuilt before the
   * answer, so a blocked participant's entries leave them (and an unblocked one's return) at once.
   */
  async setBlocked(id: string, blocked: boolean, actor: ConsoleActor) {
    const before = await this.get(id);
    if (!(await this.profiles.setBlocked(id, blocked))) throw notFound();
    if (blocked) await this.sessions.logout(id, undefined);
    const after = await this.get(id);
    await this.audit.record(actor, {
      action: blocked ? 'participant.block' : 'participant.unblock',
      resource: 'participants',
      resourceId: id,
      before: { blockedAt: before.blockedAt },
      after: { blockedAt: after.blockedAt },
    });
    if ((before.blockedAt === null) !== (after.blockedAt === null)) await this.leaderboard.rebuildNow();
    return this.detail(id);
  }
}
