import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { NotificationChannel } from './notification-kinds';
import { NotificationPreference } from './notification.entity';

export interface PreferencesView {
  /** Announcements (deadlines, results, organisers' messages) by e-mail; on unless switched off. */
  announcementsEmail: boolean;
  /** Announcements by SMS; off unless switched on. Messages about one's own entries always go. */
  announcementsSms: boolean;
}

const DEFAULTS: PreferencesView = { announcementsEmail: true, announcementsSms: false };

/** Each participant's channels for announcements. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    @InjectRepository(NotificationPreference) private readonly preferences: Repository<NotificationPreference>,
  ) {}

  async get(participantId: string): Promise<PreferencesView> {
    const row = await this.preferences.findOneBy({ participantId });
    return row ? { announcementsEmail: row.announcementsEmail, announcementsSms: row.announcementsSms } : DEFAULTS;
  }

  async update(participantId: string, changes: Partial<PreferencesView>): Promise<PreferencesView> {
    const next = { ...(await this.get(participantId)) };
    if (changes.announcementsEmail !== undefined) next.announcementsEmail = changes.announcementsEmail;
    if (changes.announcementsSms !== undefined) next.announcementsSms = changes.announcementsSms;
    await this.preferences.upsert({ participantId, ...next }, ['participantId']);
    return next;
  }

  async allows(participantId: string, channel: NotificationChannel): Promise<boolean> {
    const preferences = await this.get(participantId);
    if (channel === 'email') return preferences.announcementsEmail;
    if (channel === 'sms') return preferences.announcementsSms;
    return true;
  }
}
