import { Module } from '@nestjs/common';
import { ContentConsoleController } from '../content/content-console.controller';
import { ContentModule } from '../content/content.module';
import { MediaConsoleController } from '../media/media-console.controller';
import { MediaModule } from '../media/media.module';
import { BroadcastsController } from '../notifications/broadcasts.controller';
import { NotificationsConsoleController } from '../notifications/notifications-console.controller';
import { NotificationsModule } from '../notifications/notifications.module';
import { ConsoleModule } from '../console/console.module';

/**
 * The console routes other domains own, kept in their folders beside their services: site content, media
 * uploads, the notifications outbox and broadcasts. Registered here so their writes are audited like the rest.
 */
@Module({
  imports: [ContentModule, MediaModule, NotificationsModule, ConsoleModule],
  controllers: [ContentConsoleController, MediaConsoleController, NotificationsConsoleController, BroadcastsController],
})
export class ConsolePublishingModule {}
