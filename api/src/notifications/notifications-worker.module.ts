import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { NotificationDeliveryService } from './notification-delivery.service';
import { NotificationTransports } from './notification-transports';
import { NotificationsModule } from './notifications.module';
import { NotificationsProcessor } from './notifications.processor';

/** Worker only: the relay schedule and delivery through SMTP and the SMS webhook. */
@Module({
  imports: [NotificationsModule, ProfileModule],
  providers: [NotificationTransports, NotificationDeliveryService, NotificationsProcessor],
})
export class NotificationsWorkerModule {}
