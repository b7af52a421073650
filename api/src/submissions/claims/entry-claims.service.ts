import { Injectable, OnModuleInit } from '@nestjs/common';
import { notFoundError } from '../../common/errors/not-found';
import { isUuid } from '../../common/uuid';
import { ContestService } from '../../contest/contest.service';
import { ClaimProof, claimProof } from '../../metrics/auto-checks';
import { NotificationOutboxService } from '../../notifications/notification-outbox.service';
import { PersonalDataService } from '../../profile/personal-data.service';
import type { ListQuery, Page } from '../../console/simple-rest/list-query';
import { ClaimFacts, ClaimFilter, EntryClaimsRepository } from './entry-claims.repository';
import { submissionError, SubmissionErrorCode } from '../submission-errors';

/** A claim as organisers see it: the facts and who the post's caption (or a proven account) says owns it. */
type ClaimView = ClaimFacts & { proof: ClaimProof };

const notFound = () => notFoundError('No such claim');

function withProof(facts: ClaimFacts): ClaimView {
  return {
    ...facts,
    proof: claimProof(
      { caption: facts.caption, ownerUsername: facts.ownerUsername },
      { ownershipCode: facts.claimantCode, provenUsername: facts.claimantProvenUsername },
      { ownershipCode: facts.entrantCode, provenUsername: facts.entrantProvenUsername },
    ),
  };
}

/**
 * Who owns a post, when two participants say they do. A participant entering a post someone else entered
 * leaves a claim (refused, but seen by organisers); the metrics worker leaves one when a second participant
 * proves an account another proved. Organisers hand the entry (or the account) over only to a proven
 * claimant, or dismiss the claim.
 */
@Injectable()
export class EntryClaimsService implements OnModuleInit {
  constructor(
    private readonly claims: EntryClaimsRepository,
    private readonly contest: ContestService,
    private readonly notifications: NotificationOutboxService,
    private readonly personalData: PersonalDataService,
  ) {}

  /** A participant's claims are part of their data export (erased with the account: ON DELETE CASCADE). */
  onModuleInit(): void {
    this.personalData.registerExporter('ownershipClaims', (participantId) => this.claims.claimsBy(participantId));
  }

  /**
   * The participant's attempt on a post another participant's live entry holds, recorded as their claim on
   * it: the refusal to answer (409 entry_claim_recorded, with the code to put in the caption), or null when no
   * one else's live entry holds the post (their own, or none).
   */
  async claimHeldPost(participantId: string, shortcode: string): Promise<Error | null> {
    const claim = await this.claims.recordPostClaim(participantId, shortcode);
    return claim ? submissionError(SubmissionErrorCode.EntryClaimRecorded, claim.ownershipCode, claim) : null;
  }

  async list(query: ListQuery<ClaimFilter>): Promise<Page<ClaimView>> {
    const page = await this.claims.list(query);
    return { rows: page.rows.map(withProof), total: page.total };
  }

  async get(id: string): Promise<ClaimView> {
    const facts = isUuid(id) ? await this.claims.get(id) : null;
    if (!facts) throw notFound();
    return withProof(facts);
  }

  /**
   * Hands the entry to the claimant (a `post` claim) or the account (an `account` claim), only when the
   * claimant is proven, and for an entry only within the claimant's entry limit for its round. The claimant
   * gets the post's account as proven; the entry's checks are run again for them by the next cycle; both
   * people hear of a handed entry, and of a moved account (the claimant and whoever held it).
   */
  async transfer(id: string, actorId: string): Promise<ClaimView> {
    const claim = await this.get(id);
    if (claim.status !== 'open') throw submissionError(SubmissionErrorCode.ClaimClosed, { status: claim.status });
    if (claim.proof !== 'claimant_proven') {
      throw submissionError(SubmissionErrorCode.ClaimNotProven, { proof: claim.proof });
    }
    const account = (claim.kind === 'account' ? claim.username : claim.ownerUsername)!.toLowerCase();
    const round = claim.kind === 'post' ? await this.contest.findRound(claim.roundId) : null;
    await this.claims.transaction(async (manager) => {
      if (!(await this.claims.close(manager, id, 'transferred', actorId))) {
        throw submissionError(SubmissionErrorCode.ClaimClosed);
      }
      if (claim.kind === 'post') {
        const limit = round ? this.contest.entryLimit(round) : 1;
        const live = await this.claims.liveEntriesLocked(manager, claim.claimantId, claim.roundId);
        if (claim.entryStatus !== 'rejected' && live >= limit) {
          throw submissionError(SubmissionErrorCode.ClaimantEntryLimitReached, limit, { limit, live });
        }
        if (!(await this.claims.moveEntry(manager, claim.submissionId, claim.entrantId, claim.claimantId))) {
          throw submissionError(SubmissionErrorCode.ClaimClosed, { reason: 'the entry changed hands meanwhile' });
        }
      }
      const moved = await this.claims.moveAccount(manager, claim.claimantId, account);
      if (!moved.moved) throw submissionError(SubmissionErrorCode.ClaimantHoldsAnotherAccount);
      if (claim.kind === 'post') {
        await this.notifications.ownershipMoved(manager, {
          claimId: id,
          what: 'entry',
          params: { entryUrl: claim.instagramUrl },
          from: claim.entrantId,
          to: claim.claimantId,
        });
      } else if (moved.from) {
        await this.notifications.ownershipMoved(manager, {
          claimId: id,
          what: 'account',
          params: { account: `@${account}` },
          from: moved.from,
          to: claim.claimantId,
        });
      }
    });
    return this.get(id);
  }

  /** Closes the claim without a change: the entry and the account stay where they are. */
  async dismiss(id: string, actorId: string): Promise<ClaimView> {
    const claim = await this.get(id);
    if (claim.status !== 'open') throw submissionError(SubmissionErrorCode.ClaimClosed, { status: claim.status });
    await this.claims.transaction(async (manager) => {
      if (!(await this.claims.close(manager, id, 'dismissed', actorId))) {
        throw submissionError(SubmissionErrorCode.ClaimClosed);
      }
    });
    return this.get(id);
  }
}
