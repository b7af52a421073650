import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { GrievanceRemindersService } from './grievance-reminders.service';
import { GrievancesModule } from './grievances.module';
import { GrievancesProcessor } from './grievances.processor';

/** Worker only: reminders to assignees and alerts to admins before grievances go overdue. */
@Module({
  imports: [GrievancesModule, NotificationsModule],
  providers: [GrievanceRemindersService, GrievancesProcessor],
})
export class GrievancesWorkerModule {}
