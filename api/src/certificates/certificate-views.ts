import type { CertificateView } from './certificates.service';
import type { CertificateRowDto, CertificateVerificationDto, MyCertificateDto } from './certificate.dto';

/** The answers' shapes from a certificate as the service reads it. */
export function toVerification(view: CertificateView): CertificateVerificationDto {
  return {
    code: view.code,
    status: view.status,
    revocation: view.revocation,
    holderName: view.holderName,
    kind: view.kind,
    language: view.language,
    achievement: view.achievement,
    roundId: view.roundId,
    roundTitle: view.roundName,
    place: view.place,
    issuedAt: view.issuedAt.toISOString(),
  };
}

export function toMine(view: CertificateView): MyCertificateDto {
  return {
    code: view.code,
    kind: view.kind,
    roundId: view.roundId,
    language: view.language,
    roundTitle: view.roundName,
    achievement: view.achievement,
    place: view.place,
    issuedAt: view.issuedAt.toISOString(),
    revoked: view.status === 'revoked',
    downloadUrl: view.status === 'revoked' ? null : `/api/v1/me/certificates/${view.code}/pdf`,
  };
}

export function toRow(view: CertificateView): CertificateRowDto {
  return {
    ...toVerification(view),
    id: view.code,
    participantId: view.participantId,
    submissionId: view.submissionId,
    revokedAt: view.revokedAt?.toISOString() ?? null,
    revokeReason: view.revokeReason,
    replacedBy: view.replacedBy,
  };
}
