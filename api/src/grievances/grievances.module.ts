import { Module } from '@nestjs/common';
import { ConsoleModule } from '../console/console.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileModule } from '../profile/profile.module';
import { GrievancesConsoleController } from './grievances-console.controller';
import { GrievancesController } from './grievances.controller';
import { GrievancesRepository } from './grievances.repository';
import { GrievancesService } from './grievances.service';

/**
 * Grievances: raised by participants (/me/grievances), worked by organisers (/admin/grievances). Entries import
 * it to link a reinstatement to the grievance that asked for it; it reads entries only through SQL of its own,
 * so it imports no entry code.
 */
@Module({
  imports: [ConsoleModule, ProfileModule, NotificationsModule],
  controllers: [GrievancesController, GrievancesConsoleController],
  providers: [GrievancesRepository, GrievancesService],
  exports: [GrievancesService, GrievancesRepository],
})
export class GrievancesModule {}
