import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ContestModule } from '../contest/contest.module';
import { RoundAdvancement } from '../contest/round-advancement.entity';
import { RoundClosure } from '../contest/round-closure.entity';
import { JuryModule } from '../jury/jury.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ResultsModule } from '../results/results.module';
import { RoundsController } from './rounds.controller';
import { RoundsRepository } from './rounds.repository';
import { RoundsService } from './rounds.service';

/**
 * The round lifecycle: closing a round (its ranking frozen, the top N promoted into the next), reopening it, and
 * the console's edits of a round's dates and settings (through ContestService). Jury rounds rank by the jury's
 * results (JuryModule): the lifecycle depends on the jury, never the other way round.
 */
@Module({
  imports: [
    // Registers the entities the repository writes (autoLoadEntities loads only what a module declares).
    TypeOrmModule.forFeature([RoundClosure, RoundAdvancement]),
    ConsoleModule,
    ContestModule,
    NotificationsModule,
    JuryModule,
    ResultsModule,
  ],
  controllers: [RoundsController],
  providers: [RoundsService, RoundsRepository],
})
export class RoundsModule {}
