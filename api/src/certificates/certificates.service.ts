import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as pause } from 'node:timers/promises';
import { DataSource, EntityManager } from 'typeorm';
import type { TranslatedLanguage } from '../common/languages';
import { AppConfig } from '../config/app-config';
import type { ConsoleActor } from '../console/console-actor';
import { AuditLog } from '../console/audit/audit-log';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import { ContentService } from '../content/content.service';
import { ContestService } from '../contest/contest.service';
import { finalWinnerCount } from '../contest/round-ranking';
import type { Round } from '../contest/round.entity';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { PersonalDataService } from '../profile/personal-data.service';
import { CertificateArtwork } from './certificate-artwork';
import { certificateError, CertificateErrorCode, normaliseCode } from './certificate-errors';
import { Bilingual, renderCertificate } from './certificate-pdf';
import { achievement, certificateRoundName, PrizeTitles } from './certificate-texts';
import { certificateLanguage } from './certificate-words';
import {
  CertificateFacts,
  CertificateFilter,
  CertificateKind,
  CertificatesRepository,
  IssuedCertificate,
  RankingKey,
} from './certificates.repository';

/**
 * Certificates issued per transaction. Each batch is one INSERT … SELECT and one INSERT of its messages, a
 * transaction of a few hundred milliseconds at most, so the site's own statements never queue behind issuance.
 */
export const ISSUE_BATCH = 1000;
/** Breathing room between batches, for the site's queries on a busy database. */
const BATCH_PAUSE_MS = 20;

/** A certificate as its holder, the public and the console read it. */
export interface CertificateView extends CertificateFacts {
  /** The language printed beside English. */
  language: TranslatedLanguage;
  achievement: Bilingual;
  roundName: Bilingual;
  status: 'valid' | 'revoked';
}

interface Context {
  rounds: Round[];
  prizes: PrizeTitles;
}

@Injectable()
export class CertificatesService implements OnModuleInit {
  private readonly logger = new Logger('Certificates');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly repository: CertificatesRepository,
    private readonly contest: ContestService,
    private readonly content: ContentService,
    private readonly outbox: NotificationOutboxService,
    private readonly audit: AuditLog,
    private readonly artwork: CertificateArtwork,
    private readonly personalData: PersonalDataService,
  ) {}

  /** A holder's certificates are part of their data export (erased with the account: ON DELETE CASCADE). */
  onModuleInit(): void {
    this.personalData.registerExporter('certificates', async (participantId) =>
      (await this.held(participantId)).map((certificate) => ({
        code: certificate.code,
        achievement: certificate.achievement.en,
        round: certificate.roundName.en,
        nameAsPrinted: certificate.holderName,
        issuedAt: certificate.issuedAt,
        status: certificate.status,
      })),
    );
  }

  /**
   * Issues what every public round's results (or only round `roundId`'s, once public) earn and has not been issued
   * yet: participation at the first round's publication, then a certificate per stage reached (going through from
   * a round; a place among the final's prizes). Safe to run at any time and from several workers: it only ever
   * adds what is missing.
   */
  async issueDue(batchSize = ISSUE_BATCH, roundId: number | null = null): Promise<number> {
    const publicRounds = await this.repository.publicRounds(roundId);
    if (!publicRounds.length) return 0;
    const context = await this.context();
    const winners = finalWinnerCount(context.prizes.en.length);
    let issued = 0;
    for (const round of publicRounds) {
      const kinds: CertificateKind[] = [
        ...(round.first ? (['participation'] as const) : []),
        round.final ? 'winner' : 'round_advanced',
      ];
      for (const kind of kinds) {
        let after: RankingKey | null = null;
        for (;;) {
          const batch = await this.dataSource.transaction(async (manager) => {
            const result = await this.repository.issueBatch(manager, {
              roundId: round.id,
              kind,
              limit: batchSize,
              winners,
              after,
            });
            await this.outbox.certificatesIssued(
              manager,
              result.issued.map((row) => ({
                code: row.code,
                participantId: row.participantId,
                ...this.messageTexts(row, context),
              })),
            );
            return result;
          });
          issued += batch.issued.length;
          if (batch.lines < batchSize) break;
          after = batch.last;
          await pause(BATCH_PAUSE_MS);
        }
      }
    }
    if (issued) this.logger.log({ issued }, 'certificates issued');
    return issued;
  }

  /** The participant's certificates. */
  async held(participantId: string): Promise<CertificateView[]> {
    const [rows, context] = await Promise.all([this.repository.held(participantId), this.context()]);
    return rows.map((row) => this.view(row, context));
  }

  /** The certificate's PDF, for its holder only: anyone else (or a code that is not one) gets 404. */
  async pdf(participantId: string, typedCode: string): Promise<{ code: string; pdf: Buffer }> {
    const facts = await this.find(typedCode);
    if (facts.participantId !== participantId) throw certificateError(CertificateErrorCode.NotFound, typedCode);
    const view = this.view(facts, await this.context());
    if (view.status === 'revoked') throw certificateError(CertificateErrorCode.Revoked, view.code);
    const [en, local] = await Promise.all([this.content.published('en'), this.content.published(view.language)]);
    const signatories = await Promise.all(
      en.certificate.signatories.map(async (signatory, index) => ({
        name: { en: signatory.name, local: local.certificate.signatories[index]?.name ?? signatory.name },
        title: { en: signatory.title, local: local.certificate.signatories[index]?.title ?? signatory.title },
        signature: await this.artwork.png(signatory.signatureUrl),
      })),
    );
    const pdf = await renderCertificate({
      code: view.code,
      verifyUrl: this.verifyUrl(view.code),
      holderName: view.holderName,
      language: view.language,
      participation: view.kind === 'participation',
      achievement: view.achievement,
      roundName: view.roundName,
      contestName: { en: en.contestName, local: local.contestName },
      organiserName: { en: en.certificate.organiserName, local: local.certificate.organiserName },
      issuedAt: view.issuedAt,
      logo: await this.artwork.png(en.certificate.logoUrl),
      signatories,
    });
    return { code: view.code, pdf };
  }

  /** Public verification: anyone with the code. */
  async verify(typedCode: string): Promise<CertificateView> {
    const facts = await this.find(typedCode);
    return this.view(facts, await this.context());
  }

  async list(query: ListQuery<CertificateFilter>): Promise<Page<CertificateView>> {
    const [page, context] = await Promise.all([this.repository.list(query), this.context()]);
    return { total: page.total, rows: page.rows.map((row) => this.view(row, context)) };
  }

  /** The organisers revoke a certificate: audited, and its holder is told with the reason. */
  async revoke(typedCode: string, reason: string, actor: ConsoleActor): Promise<CertificateView> {
    const code = await this.changed(
      typedCode,
      async (manager, before, context) => {
        if (before.revokedAt) throw certificateError(CertificateErrorCode.AlreadyRevoked, before.code);
        await this.repository.revoke(manager, before.code, reason);
        await this.outbox.certificateChanged(
          manager,
          { kind: 'certificate_revoked', revokedCode: before.code, participantId: before.participantId },
          { ...this.messageParams(before, context), reason },
        );
        return { code: before.code, action: 'certificate.revoke', after: { revokeReason: reason } };
      },
      actor,
    );
    return this.verify(code);
  }

  /**
   * The organisers replace a certificate with a new one under a new code, printed with the holder's profile name
   * as it is now (a corrected name, say); the old code then verifies as revoked. Audited; the holder is told.
   */
  async reissue(typedCode: string, actor: ConsoleActor): Promise<CertificateView> {
    const code = await this.changed(
      typedCode,
      async (manager, before, context) => {
        if (before.replacedBy) {
          throw certificateError(CertificateErrorCode.AlreadyReplaced, {
            code: before.code,
            replacedBy: before.replacedBy,
          });
        }
        if (!before.revokedAt) await this.repository.revoke(manager, before.code, 'Reissued');
        const replacement = await this.repository.replace(manager, before.code);
        await this.outbox.certificateChanged(
          manager,
          { kind: 'certificate_reissued', revokedCode: before.code, participantId: before.participantId },
          { ...this.messageParams(before, context), certificateCode: replacement },
        );
        return { code: replacement, action: 'certificate.reissue', after: { replacedBy: replacement } };
      },
      actor,
    );
    return this.verify(code);
  }

  private async changed(
    typedCode: string,
    change: (
      manager: EntityManager,
      before: CertificateFacts,
      context: Context,
    ) => Promise<{ code: string; action: string; after: Record<string, unknown> }>,
    actor: ConsoleActor,
  ): Promise<string> {
    const code = normaliseCode(typedCode);
    if (!code) throw certificateError(CertificateErrorCode.NotFound, typedCode);
    const context = await this.context();
    return this.dataSource.transaction(async (manager) => {
      await this.repository.lock(manager, code);
      const before = await this.repository.byCode(code, manager);
      if (!before) throw certificateError(CertificateErrorCode.NotFound, code);
      const outcome = await change(manager, before, context);
      await this.audit.record(
        actor,
        { action: outcome.action, resource: 'certificates', resourceId: before.code, before, after: outcome.after },
        manager,
      );
      return outcome.code;
    });
  }

  private async find(typedCode: string): Promise<CertificateFacts> {
    const code = normaliseCode(typedCode);
    const facts = code ? await this.repository.byCode(code) : null;
    if (!facts) throw certificateError(CertificateErrorCode.NotFound, typedCode);
    return facts;
  }

  verifyUrl(code: string): string {
    return `${this.config.publicUrl}/certificates/${code}`;
  }

  private view(facts: CertificateFacts, context: Context): CertificateView {
    const language = certificateLanguage(facts.holderLanguage);
    return {
      ...facts,
      language,
      achievement: achievement(facts, context.rounds, context.prizes, language),
      roundName: this.roundName(facts.roundId, context, language),
      status: facts.revocation ? 'revoked' : 'valid',
    };
  }

  private messageParams(facts: CertificateFacts, context: Context) {
    return { certificateCode: facts.code, ...this.messageTexts(facts, context) };
  }

  /** What a message to the holder names: the achievement and the round, in the holder's language. */
  private messageTexts(certificate: IssuedCertificate, context: Context) {
    const language = certificateLanguage(certificate.holderLanguage);
    const inTheirs = (text: Bilingual) => (certificate.holderLanguage === 'en' ? text.en : text.local);
    return {
      achievement: inTheirs(achievement(certificate, context.rounds, context.prizes, language)),
      roundName: inTheirs(this.roundName(certificate.roundId, context, language)),
    };
  }

  private roundName(roundId: number, context: Context, language: TranslatedLanguage): Bilingual {
    const round = context.rounds.find((candidate) => candidate.id === roundId);
    return certificateRoundName(round, roundId, language);
  }

  private async context(): Promise<Context> {
    const [rounds, prizes] = await Promise.all([this.contest.rounds(), this.content.prizeTitles()]);
    return { rounds, prizes };
  }
}
