import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { JuryAssignment } from './assignments/jury-assignment.entity';
import { JuryAssignmentsController } from './assignments/jury-assignments.controller';
import { JuryAssignmentsRepository } from './assignments/jury-assignments.repository';
import { JuryAssignmentsService } from './assignments/jury-assignments.service';
import { JuryConflict } from './conflicts/jury-conflict.entity';
import { JuryConflictsController } from './conflicts/jury-conflicts.controller';
import { JuryConflictsRepository } from './conflicts/jury-conflicts.repository';
import { JuryConflictsService } from './conflicts/jury-conflicts.service';
import { ResultsController } from './results/results.controller';
import { ResultsRepository } from './results/results.repository';
import { ResultsService } from './results/results.service';
import { JuryScore } from './scores/jury-score.entity';
import { JuryScoresController } from './scores/jury-scores.controller';
import { JuryScoresRepository } from './scores/jury-scores.repository';
import { JuryScoresService } from './scores/jury-scores.service';
import { JurySettingsController } from './settings/jury-settings.controller';
import { JurySettingsRepository } from './settings/jury-settings.repository';
import { JurySettingsService } from './settings/jury-settings.service';

/**
 * The jury: who scores which entry (assignments, by hand or automatic), conflicts of interest, what jurors
 * see while scoring (settings), their marks (scores) and the rankings marks make (results, normalisation).
 * Its console routes sit beside it behind console/'s guard. It reads whether a round is closed from contest/
 * and never the round lifecycle, which uses its results.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([JuryAssignment, JuryConflict, JuryScore]),
    ConsoleModule,
    ContestModule,
    NotificationsModule,
  ],
  // In this order, as the OpenAPI document lists their routes.
  controllers: [
    JuryAssignmentsController,
    JuryConflictsController,
    JurySettingsController,
    JuryScoresController,
    ResultsController,
  ],
  providers: [
    JuryAssignmentsRepository,
    JuryAssignmentsService,
    JuryConflictsRepository,
    JuryConflictsService,
    JurySettingsRepository,
    JurySettingsService,
    JuryScoresRepository,
    JuryScoresService,
    ResultsRepository,
    ResultsService,
  ],
  exports: [JuryAssignmentsService, JurySettingsService, JuryScoresService, ResultsService],
})
export class JuryModule {}
