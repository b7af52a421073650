import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ApiError } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { isUuid } from '../common/uuid';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { PersonalDataService } from '../profile/personal-data.service';
import { VoteBatcher } from './vote-batcher';
import { VoteClock } from './vote-clock';
import { voteError, VoteErrorCode } from './vote-errors';
import type { PublicEntryDto, VoteAcceptedDto, VoteReviewDto } from './votes.dto';
import { CastOutcome, VoidSelection, VotesRepository } from './votes.repository';

/** The database's refusals of a vote, as the API's errors: each from the catalogue that declares its code. */
const REFUSALS: Record<Exclude<CastOutcome, 'accepted'>, (details: unknown) => ApiError> = {
  account_blocked: () => accountError(AccountErrorCode.Blocked),
  voter_unverified: () => voteError(VoteErrorCode.VoterUnverified),
  not_found: () => notFoundError('Entry not found'),
  own_entry: () => voteError(VoteErrorCode.OwnEntry),
  voting_closed: () => voteError(VoteErrorCode.VotingClosed),
  already_voted: (details) => voteError(VoteErrorCode.AlreadyVoted, details),
  vote_limit_reached: (details) => voteError(VoteErrorCode.VoteLimitReached, details),
};

/** Public votes: one durable vote per call, its rules per round checked by the database (cast in batches). */
@Injectable()
export class VotesService implements OnModuleInit {
  constructor(
    private readonly repository: VotesRepository,
    private readonly batcher: VoteBatcher,
    private readonly clock: VoteClock,
    private readonly personalData: PersonalDataService,
    private readonly leaderboard: LeaderboardService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.personalData.registerExporter('votes', (participantId) => this.repository.exportFor(participantId));
    this.personalData.registerEraser('votes', (participantId, manager) =>
      this.repository.eraseVotes(participantId, this.clock.now(), manager),
    );
  }

  async publicEntry(submissionId: string): Promise<PublicEntryDto> {
    const row = isUuid(submissionId) ? await this.repository.publicEntry(submissionId, this.clock.now()) : null;
    if (!row) throw refusal('not_found', null);
    const position = (await this.leaderboard.positionsFor([row.id])).get(row.id);
    return {
      submissionId: row.id,
      rank: position?.rank ?? null,
      instagramUrl: row.instagram_url,
      user: { displayName: row.display_name },
      metrics: {
        views: position?.views ?? null,
        likes: position?.likes ?? null,
        // Live while voting is open; after it, the final count (the board's snapshot may rank a later round).
        votes: Number(row.votes),
        source: position?.source ?? null,
      },
      category: row.category,
      creatorCategory: row.creator_category,
      state: row.state_province,
      submittedAt: new Date(row.created_at).toISOString(),
      voting:
        row.voting_round_id === null
          ? null
          : { roundId: Number(row.voting_round_id), closesAt: new Date(row.voting_ends_at!).toISOString() },
    };
  }

  /** An entry's votes, flags and timeline for the console (404 for an unknown entry). */
  async review(submissionId: string): Promise<VoteReviewDto> {
    if (!(await this.repository.entryExists(submissionId))) throw refusal('not_found', null);
    return this.repository.review(submissionId);
  }

  /**
   * Voids the selected votes of an entry with a reason; `record` audits it in the same transaction, so the
   * void and its audit entry are stored together or not at all. Answers how many votes were voided.
   */
  async voidVotes(
    submissionId: string,
    selection: VoidSelection,
    reason: string,
    record: (voided: number, manager: EntityManager) => Promise<void>,
  ): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await this.repository.lockEntry(submissionId, manager))) throw refusal('not_found', null);
      const voided = await this.repository.voidVotes(submissionId, selection, reason, this.clock.now(), manager);
      await record(voided, manager);
      return voided;
    });
  }

  async vote(voterId: string, submissionId: string, clientIp: string | null): Promise<VoteAcceptedDto> {
    if (!isUuid(submissionId)) throw refusal('not_found', null);
    const result = await this.batcher.cast({ voterId, submissionId, at: this.clock.now(), clientIp });
    const nextVoteAt = result.nextVoteAt ? new Date(result.nextVoteAt).toISOString() : null;
    if (result.outcome !== 'accepted') throw refusal(result.outcome, nextVoteAt);
    return { votes: result.votes!, nextVoteAt };
  }
}

function refusal(outcome: Exclude<CastOutcome, 'accepted'>, nextVoteAt: string | null): ApiError {
  return REFUSALS[outcome]({ nextVoteAt });
}
