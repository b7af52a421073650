import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ProfileModule } from '../profile/profile.module';
import { HousekeepingProcessor } from './housekeeping.processor';
import { HousekeepingRepository } from './housekeeping.repository';
import { HousekeepingService } from './housekeeping.service';

/** Worker only: the daily clock and the pruning job it queues. */
@Module({
  imports: [ScheduleModule.forRoot(), ProfileModule],
  providers: [HousekeepingService, HousekeepingRepository, HousekeepingProcessor],
})
export class HousekeepingWorkerModule {}
