import { Injectable } from '@nestjs/common';
import { GroupCommit } from '../common/database/group-commit';
import { AccountStanding, AccountStandingRepository } from '../profile/account-standing.repository';

/**
 * The standing of the account behind a participant token, read from Postgres on every request so that an
 * erasure or a block applies at once in every API process (a token lives 15 minutes). The reads are batched
 * like the hot writes: under load, the requests that arrive while a look-up is out share the next one.
 */
@Injectable()
export class AccountStandingService {
  private readonly batches: GroupCommit<string, AccountStanding>;

  constructor(repository: AccountStandingRepository) {
    this.batches = new GroupCommit((ids) => repository.standings(ids), { maxBatch: 256, maxInFlight: 2 });
  }

  of(participantId: string): Promise<AccountStanding> {
    return this.batches.submit(participantId);
  }
}
