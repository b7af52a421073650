import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestController } from './contest.controller';
import { ContestRepository } from './contest.repository';
import { ContestService } from './contest.service';
import { Round } from './round.entity';

/** Rounds and their dates, the published rules, judging weights. */
@Module({
  imports: [TypeOrmModule.forFeature([Round])],
  controllers: [ContestController],
  providers: [ContestService, ContestRepository],
  exports: [ContestService],
})
export class ContestModule {}
