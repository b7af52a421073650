import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ConsoleModule } from '../console/console.module';
import { ContentModule } from '../content/content.module';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileModule } from '../profile/profile.module';
import { CertificateArtwork } from './certificate-artwork';
import { CertificatesIssueProcessor } from './certificates-issue.processor';
import { CertificatesRepository } from './certificates.repository';
import { CertificatesService } from './certificates.service';

/** Worker only: the minute's sweep that issues the certificates of published results. */
@Module({
  imports: [ScheduleModule.forRoot(), ConsoleModule, ContestModule, ContentModule, NotificationsModule, ProfileModule],
  providers: [CertificatesRepository, CertificatesService, CertificateArtwork, CertificatesIssueProcessor],
})
export class CertificatesWorkerModule {}
