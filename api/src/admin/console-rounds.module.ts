import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ConsoleModule } from '../console/console.module';
import { JuryModule } from '../jury/jury.module';
import { RoundAdvancement } from '../contest/round-advancement.entity';
import { RoundClosure } from '../contest/round-closure.entity';
import { RoundsController } from './rounds/rounds.controller';
import { RoundsService } from './rounds/rounds.service';

/**
 * Rounds and how they are decided: closing and reopening rounds (admin/rounds) with the jury's results
 * (jury/, re-exported for the console areas that read the jury's work). Round dates and settings go
 * through ContestService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([RoundClosure, RoundAdvancement]),
    ConsoleModule,
    ContestModule,
    NotificationsModule,
    JuryModule,
  ],
  controllers: [RoundsController],
  providers: [RoundsService],
  exports: [JuryModule],
})
export class ConsoleRoundsModule {}
