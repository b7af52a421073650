import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ProfileModule } from '../profile/profile.module';
import { BroadcastsController } from './broadcasts.controller';
import { BroadcastsRepository } from './broadcasts.repository';
import { BroadcastsService } from './broadcasts.service';
import { Notification, NotificationBroadcast, NotificationPreference } from './notification.entity';
import { NotificationOutboxRepository } from './notification-outbox.repository';
import { NotificationOutboxService } from './notification-outbox.service';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationTemplates } from './notification-templates';
import { MeNotificationsController, UnsubscribeController } from './notifications.controller';
import { NotificationsConsoleController } from './notifications-console.controller';
import { NotificationsConsoleService } from './notifications-console.service';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { UnsubscribeTokens } from './unsubscribe-tokens';

/**
 * Messages to people: the outbox other domains write to inside their transactions, templates, preferences,
 * the site's list and the unsubscribe link, the console's outbox and broadcasts routes. Delivery runs in the
 * worker (NotificationsWorkerModule).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Notification, NotificationPreference, NotificationBroadcast]),
    ProfileModule,
    ConsoleModule,
    ContestModule,
  ],
  controllers: [MeNotificationsController, UnsubscribeController, NotificationsConsoleController, BroadcastsController],
  providers: [
    BroadcastsRepository,
    NotificationOutboxRepository,
    NotificationsRepository,
    NotificationOutboxService,
    NotificationPreferencesService,
    NotificationTemplates,
    NotificationsService,
    NotificationsConsoleService,
    BroadcastsService,
    UnsubscribeTokens,
  ],
  exports: [
    NotificationOutboxRepository,
    NotificationsRepository,
    NotificationOutboxService,
    NotificationPreferencesService,
    NotificationTemplates,
    NotificationsConsoleService,
    BroadcastsService,
    UnsubscribeTokens,
  ],
})
export class NotificationsModule {}
