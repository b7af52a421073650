import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataService } from '../profile/personal-data.service';
import { ProfileService } from '../profile/profile.service';
import { notificationError, NotificationErrorCode } from './notification-errors';
import { labelsIn, namesRound } from './label-words';
import { ContestService } from '../contest/contest.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationTemplates } from './notification-templates';
import { UnsubscribeTokens } from './unsubscribe-tokens';
import type { SiteNotificationDto } from './notifications.dto';
import { NotificationsRepository } from './notifications.repository';

/** The participant's side: the site's list of what happened to their entries, and their data rights. */
@Injectable()
export class NotificationsService implements OnModuleInit {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly profiles: ProfileService,
    private readonly preferences: NotificationPreferencesService,
    private readonly templates: NotificationTemplates,
    private readonly tokens: UnsubscribeTokens,
    private readonly personalData: PersonalDataService,
    private readonly contest: ContestService,
  ) {}

  /**
   * Preferences and message history are exported; both go with the account (ON DELETE CASCADE). A broadcast's
   * recipient rows have no foreign key (queuing stays cheap), so they are erased here.
   */
  onModuleInit(): void {
    this.personalData.registerExporter('notifications', async (participantId) => ({
      preferences: await this.preferences.get(participantId),
      messages: (await this.notifications.ofParticipant(participantId)).map((row) => ({
        kind: row.kind,
        channel: row.channel,
        status: row.status,
        details: row.params,
        createdAt: row.createdAt,
        sentAt: row.sentAt,
      })),
    }));
    this.personalData.registerEraser('broadcast recipients', (participantId, manager) =>
      this.notifications.eraseBroadcastRecipients(participantId, manager),
    );
  }

  /**
   * GET /me/notifications: the newest site messages first, rendered from their templates. Of a round's outcome
   * messages only the newest shows (a correction replaces what it corrects); their keys start `round:<id>:`.
   */
  async siteList(participantId: string, limit: number): Promise<SiteNotificationDto[]> {
    const [rows, participant] = await Promise.all([
      this.notifications.siteList(participantId, limit),
      this.profiles.findById(participantId),
    ]);
    // In the language of their profile, as their e-mails and SMS are.
    const language = participant?.language ?? 'en';
    const rounds = rows.some((row) => namesRound(row.params)) ? await this.contest.rounds() : [];
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      ...this.templates.site(row.kind, labelsIn(row.params, language, rounds), language),
      createdAt: row.createdAt,
    }));
  }

  /** The signed link in announcements: switches announcements off on every channel. */
  async unsubscribe(token: string): Promise<void> {
    const participantId = this.tokens.verify(token);
    if (!participantId || !(await this.profiles.findById(participantId))) {
      throw notificationError(NotificationErrorCode.InvalidUnsubscribeLink);
    }
    await this.preferences.update(participantId, { announcementsEmail: false, announcementsSms: false });
  }
}
