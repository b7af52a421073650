import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import { SITE_LANGUAGE_ENUM, TranslatedLanguage } from '../common/languages';
import { MAX_REASON_LENGTH } from '../console/audit/undo-reason.dto';
import { CERTIFICATE_KINDS, CertificateKind, REVOCATION_CAUSES, RevocationCause } from './certificates.repository';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A text as printed on the certificate: in English, and in the certificate's other language (its `language`). */
export class BilingualTextDto {
  @ApiProperty()
  en!: string;

  @ApiProperty({ description: "In the certificate's `language`" })
  local!: string;
}

const LANGUAGE_PROPERTY = {
  ...SITE_LANGUAGE_ENUM,
  description: "The language printed beside English: the holder's, or Hindi for a holder who uses the site in English",
} as const;

/** One of the participant's certificates (GET /me/certificates). */
export class MyCertificateDto {
  @ApiProperty({ example: 'K7QM-3XPA-9RWD', description: 'The public verification code' })
  code!: string;

  @ApiProperty({ enum: CERTIFICATE_KINDS, enumName: 'CertificateKind' })
  kind!: CertificateKind;

  @ApiProperty()
  roundId!: number;

  @ApiProperty(LANGUAGE_PROPERTY)
  language!: TranslatedLanguage;

  @ApiProperty({ type: BilingualTextDto, description: "The round as the certificate names it (organisers' title)" })
  roundTitle!: BilingualTextDto;

  @ApiProperty({ type: BilingualTextDto, description: 'What it certifies, e.g. "Selected for the Top 500"' })
  achievement!: BilingualTextDto;

  @ApiProperty({ type: Number, nullable: true, description: "A winner's place; null for the other kinds" })
  place!: number | null;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;

  @ApiProperty()
  revoked!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Path under /api/v1 answering the PDF to its holder; null once revoked',
    example: '/api/v1/me/certificates/K7QM-3XPA-9RWD/pdf',
  })
  downloadUrl!: string | null;
}

export class MyCertificatesDto {
  @ApiProperty({ type: [MyCertificateDto] })
  items!: MyCertificateDto[];
}

/** Public verification of one certificate (GET /certificates/{code}). */
export class CertificateVerificationDto {
  @ApiProperty()
  code!: string;

  @ApiProperty({ enum: CERTIFICATE_STATUSES, enumName: 'CertificateStatus' })
  status!: CertificateStatus;

  @ApiProperty({
    enum: REVOCATION_CAUSES,
    enumName: 'CertificateRevocationCause',
    nullable: true,
    description:
      'Why it no longer verifies: revoked by the organisers, the entry disqualified, or the results withdrawn',
  })
  revocation!: RevocationCause | null;

  @ApiProperty({ description: "The holder's name as on their profile when it was issued" })
  holderName!: string;

  @ApiProperty({ enum: CERTIFICATE_KINDS, enumName: 'CertificateKind' })
  kind!: CertificateKind;

  @ApiProperty(LANGUAGE_PROPERTY)
  language!: TranslatedLanguage;

  @ApiProperty({ type: BilingualTextDto })
  achievement!: BilingualTextDto;

  @ApiProperty()
  roundId!: number;

  @ApiProperty({ type: BilingualTextDto })
  roundTitle!: BilingualTextDto;

  @ApiProperty({ type: Number, nullable: true })
  place!: number | null;

  @ApiProperty({ format: 'date-time' })
  issuedAt!: string;
}

/** A certificate in the console's list. */
export class CertificateRowDto extends CertificateVerificationDto {
  @ApiProperty({ description: 'The code, as react-admin names a record' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  participantId!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  submissionId!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  revokedAt!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The organisers' reason (console only)" })
  revokeReason!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The code of the certificate that replaced it' })
  replacedBy!: string | null;
}

export class RevokeCertificateDto {
  @ApiProperty({ description: 'Why it is revoked (the holder is told; kept in the audit log)' })
  @IsString()
  @Matches(/\S/, { message: 'reason must not be blank' })
  @MaxLength(MAX_REASON_LENGTH)
  reason!: string;
}
