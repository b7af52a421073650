import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ConsoleModule } from '../console/console.module';
import { JuryAssignment } from './jury/jury-assignment.entity';
import { JuryAssignmentsController } from './jury/jury-assignments.controller';
import { JuryAssignmentsService } from './jury/jury-assignments.service';
import { JuryConflict } from './jury/jury-conflict.entity';
import { JuryConflictsController } from './jury/jury-conflicts.controller';
import { JuryConflictsService } from './jury/jury-conflicts.service';
import { JurySettingsController } from './jury/jury-settings.controller';
import { JurySettingsService } from './jury/jury-settings.service';
import { ResultsController } from './results/results.controller';
import { ResultsService } from './results/results.service';
import { RoundClosure } from '../contest/round-closure.entity';
import { JuryScore } from './scores/jury-score.entity';
import { JuryScoresController } from './scores/jury-scores.controller';
import { JuryScoresService } from './scores/jury-scores.service';

/**
 * How jury rounds are decided: the jury's assignments, conflicts and settings (admin/jury), their scores
 * (admin/scores) and the rankings both make (admin/results). The round lifecycle is rounds/ (RoundsModule).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([JuryAssignment, JuryConflict, JuryScore, RoundClosure]),
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
  providers: [JuryAssignmentsService, JuryConflictsService, JurySettingsService, JuryScoresService, ResultsService],
  exports: [JuryAssignmentsService, JurySettingsService, JuryScoresService, ResultsService],
})
export class ConsoleRoundsModule {}
