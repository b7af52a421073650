import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountStandingRepository } from './account-standing.repository';
import { Participant } from './participant.entity';
import { ParticipantsRepository } from './participants.repository';
import { PersonalDataService } from './personal-data.service';
import { MeController, ProfileOptionsController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([Participant])],
  controllers: [MeController, ProfileOptionsController],
  providers: [ProfileService, PersonalDataService, AccountStandingRepository, ParticipantsRepository],
  exports: [ProfileService, PersonalDataService, AccountStandingRepository],
})
export class ProfileModule {}
