import { ApiProperty } from '@nestjs/swagger';
import { CLAIM_PROOFS, ClaimProof } from '../../metrics/auto-checks';
import { CLAIM_KINDS, CLAIM_STATUSES, ClaimKind, ClaimStatus } from './entry-claims.repository';
import { SUBMISSION_STATUSES, SubmissionStatus } from '../../contest/submission-statuses';

/** A claim on who owns a post (or an Instagram account), as the console's "Ownership claims" queue shows it. */
export class OwnershipClaimDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    enum: CLAIM_KINDS,
    enumName: 'OwnershipClaimKind',
    description: 'post: someone tried to enter a post another entered; account: a second participant proved an account',
  })
  kind!: ClaimKind;

  @ApiProperty({ enum: CLAIM_STATUSES, enumName: 'OwnershipClaimStatus' })
  status!: ClaimStatus;

  @ApiProperty({
    enum: CLAIM_PROOFS,
    enumName: 'OwnershipClaimProof',
    description: 'Who the post as last read proves owns it: its caption holding their code, or their proven account',
  })
  proof!: ClaimProof;

  @ApiProperty({ type: String, nullable: true, description: 'account claims: the account claimed' })
  username!: string | null;

  @ApiProperty({ description: 'How many times the claimant tried' })
  attempts!: number;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  lastAttemptAt!: Date;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The console account that resolved it' })
  resolvedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  resolvedAt!: Date | null;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty()
  roundId!: number;

  @ApiProperty({ enum: SUBMISSION_STATUSES, enumName: 'SubmissionStatus' })
  entryStatus!: SubmissionStatus;

  @ApiProperty({ type: String, nullable: true, description: "The post's caption as the metrics worker last read it" })
  caption!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The owner the Graph API named' })
  ownerUsername!: string | null;

  @ApiProperty({ format: 'uuid' })
  entrantId!: string;

  @ApiProperty({ type: String, nullable: true })
  entrantName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'As typed on their profile: unverified' })
  entrantHandle!: string | null;

  @ApiProperty()
  entrantCode!: string;

  @ApiProperty({ type: String, nullable: true })
  entrantProvenUsername!: string | null;

  @ApiProperty({ format: 'uuid' })
  claimantId!: string;

  @ApiProperty({ type: String, nullable: true })
  claimantName!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'As typed on their profile: unverified' })
  claimantHandle!: string | null;

  @ApiProperty()
  claimantCode!: string;

  @ApiProperty({ type: String, nullable: true })
  claimantProvenUsername!: string | null;
}
