import { Module } from '@nestjs/common';
import { ConsoleModule } from '../console/console.module';
import { ContentModule } from '../content/content.module';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileModule } from '../profile/profile.module';
import { CertificateArtwork } from './certificate-artwork';
import { CertificateVerificationController, MyCertificatesController } from './certificates.controller';
import { CertificatesConsoleController } from './certificates-console.controller';
import { CertificatesRepository } from './certificates.repository';
import { CertificatesService } from './certificates.service';

/**
 * Certificates of a published round's results: issued in bulk by the worker, drawn as PDF on download, verified
 * by anyone with the code, revoked and reissued by organisers in the console.
 */
@Module({
  imports: [ConsoleModule, ContestModule, ContentModule, NotificationsModule, ProfileModule],
  controllers: [MyCertificatesController, CertificateVerificationController, CertificatesConsoleController],
  providers: [CertificatesRepository, CertificatesService, CertificateArtwork],
  exports: [CertificatesService],
})
export class CertificatesModule {}
