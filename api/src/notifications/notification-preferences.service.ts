import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { NotificationChannel } from './notification-kinds';
import { NotificationPreference } from './notification.entity';
import type { PreferencesDto } from './notifications.dto';

const DEFAULTS: PreferencesDto = { announcementsEmail: true, announcementsSms: false };

/** Each participant's channels for announcements. */
@Injectable()
export class NotificationPreferencesService {
  constructor(
    @InjectRepository(NotificationPreference) private readonly preferences: Repository<NotificationPreference>,
  ) {}

  async get(participantId: string): Promise<PreferencesDto> {
    const row = await this.preferences.findOneBy({ participantId });
    return row ? { announcementsEmail: row.announcementsEmail, announcementsSms: row.announcementsSms } : DEFAULTS;
  }

  async update(participantId: string, changes: Partial<PreferencesDto>): Promise<PreferencesDto> {
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
