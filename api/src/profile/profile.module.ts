import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Participant } from './participant.entity';
import { PersonalDataService } from './personal-data.service';
import { MeController, ProfileOptionsController } from './profile.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([Participant])],
  controllers: [MeController, ProfileOptionsController],
  providers: [ProfileService, PersonalDataService],
  exports: [ProfileService, PersonalDataService],
})
export class ProfileModule {}
