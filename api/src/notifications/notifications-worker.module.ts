import { Module } from '@nestjs/common';
import { ContestModule } from '../contest/contest.module';
import { ProfileModule } from '../profile/profile.module';
import { DeadlineRemindersService } from './deadline-reminders.service';
import { VerificationBacklogService } from './verification-backlog.service';
import { NotificationDeliveryService } from './notification-delivery.service';
import { NotificationTransports } from './notification-transports';
import { NotificationsModule } from './notifications.module';
import { NotificationsProcessor } from './notifications.processor';

/** Worker only: the relay schedule and delivery through SMTP and the SMS webhook. */
@Module({
  imports: [NotificationsModule, ProfileModule, ContestModule],
  providers: [
    NotificationTransports,
    NotificationDeliveryService,
    NotificationsProcessor,
    DeadlineRemindersService,
    VerificationBacklogService,
  ],
})
export class NotificationsWorkerModule {}
