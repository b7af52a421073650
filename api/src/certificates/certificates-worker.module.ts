import { Module } from '@nestjs/common';
import { ConsoleModule } from '../console/console.module';
import { ContentModule } from '../content/content.module';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileModule } from '../profile/profile.module';
import { CertificateArtwork } from './certificate-artwork';
import { CertificatesIssueProcessor } from './certificates-issue.processor';
import { CertificatesRepository } from './certificates.repository';
import { CertificatesService } from './certificates.service';

/** Worker only: the jobs that issue the certificates of published results. */
@Module({
  imports: [ConsoleModule, ContestModule, ContentModule, NotificationsModule, ProfileModule],
  providers: [CertificatesRepository, CertificatesService, CertificateArtwork, CertificatesIssueProcessor],
})
export class CertificatesWorkerModule {}
