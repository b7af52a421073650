import { Module } from '@nestjs/common';
import { ConsoleModule } from '../console/console.module';
import { ContestModule } from '../contest/contest.module';
import { GrievancesModule } from '../grievances/grievances.module';
import { JuryModule } from '../jury/jury.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { ExportsController } from './exports/exports.controller';
import { ExportsReadModel } from './exports/exports.read-model';
import { ExportsService } from './exports/exports.service';

/** CSV exports (admin/exports): entries as the list filters them, participants, every round's results, scores, grievances. */
@Module({
  imports: [ConsoleModule, ContestModule, SubmissionsModule, JuryModule, GrievancesModule],
  controllers: [ExportsController],
  providers: [ExportsService, ExportsReadModel],
})
export class ConsoleExportsModule {}
