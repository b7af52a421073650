import { Injectable } from '@nestjs/common';
import { EntryClaimsService } from './entry-claims.service';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import { ListQuery, ListSpec, oneOf, Page, uuids } from '../../console/simple-rest/list-query';
import { CLAIM_KINDS, CLAIM_SORT_COLUMNS, CLAIM_STATUSES, ClaimFilter } from './entry-claims.repository';
import type { OwnershipClaimDto } from './ownership-claim.dto';

export const CLAIM_LIST: ListSpec<ClaimFilter> = {
  sortable: Object.keys(CLAIM_SORT_COLUMNS),
  defaultSort: ['createdAt', 'DESC'],
  filters: {
    id: uuids,
    status: oneOf(CLAIM_STATUSES),
    kind: oneOf(CLAIM_KINDS),
    submissionId: uuids,
    claimantId: uuids,
  },
};

/** The console's side of ownership claims: the queue, and the audited hand-over and dismissal. */
@Injectable()
export class OwnershipClaimsService {
  constructor(
    private readonly claims: EntryClaimsService,
    private readonly audit: AuditLog,
  ) {}

  list(query: ListQuery<ClaimFilter>): Promise<Page<OwnershipClaimDto>> {
    return this.claims.list(query);
  }

  get(id: string): Promise<OwnershipClaimDto> {
    return this.claims.get(id);
  }

  async transfer(id: string, actor: ConsoleActor): Promise<OwnershipClaimDto> {
    const before = await this.claims.get(id);
    const after = await this.claims.transfer(id, actor.id);
    await this.audit.record(actor, {
      action: before.kind === 'post' ? 'claim.hand_over_entry' : 'claim.move_account',
      resource: 'ownership-claims',
      resourceId: id,
      before: summary(before),
      after: summary(after),
    });
    return after;
  }

  async dismiss(id: string, actor: ConsoleActor): Promise<OwnershipClaimDto> {
    const before = await this.claims.get(id);
    const after = await this.claims.dismiss(id, actor.id);
    await this.audit.record(actor, {
      action: 'claim.dismiss',
      resource: 'ownership-claims',
      resourceId: id,
      before: summary(before),
      after: summary(after),
    });
    return after;
  }
}

/** What the audit log keeps of a claim: whose entry and account it was, and the proof the decision rested on. */
function summary(claim: OwnershipClaimDto) {
  return {
    status: claim.status,
    proof: claim.proof,
    submissionId: claim.submissionId,
    entrantId: claim.entrantId,
    claimantId: claim.claimantId,
    entrantProvenUsername: claim.entrantProvenUsername,
    claimantProvenUsername: claim.claimantProvenUsername,
    ownerUsername: claim.ownerUsername,
  };
}
