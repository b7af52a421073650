import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { validationFailed } from '../common/errors/api-error';
import { RankRecomputeService } from '../leaderboard/rank-recompute.service';
import { VotesVoidedDto, VoteReviewDto } from './votes.dto';
import { VoidSelection } from './votes.repository';
import { VotesService } from './votes.service';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { UuidId } from '../console/simple-rest/id-param';
import { VoidVotesDto } from './entry-votes.dto';

@ApiTags('console: entries')
@ApiErrors(404)
@Controller('admin/entries')
export class EntryVotesController {
  constructor(
    private readonly votes: VotesService,
    private readonly audit: AuditLog,
    private readonly ranking: RankRecomputeService,
  ) {}

  @Get(':id/votes')
  @ConsoleRoles('admin')
  @ApiOperation({ summary: "An entry's votes: counted, voided, flagged share, flags and the hourly timeline" })
  @ApiOkResponse({ type: VoteReviewDto })
  review(@Param('id', UuidId) id: string): Promise<VoteReviewDto> {
    return this.votes.review(id);
  }

  @Post(':id/votes/void')
  @ConsoleRoles('admin')
  @ApiOperation({
    summary: "Void one voter's votes for the entry, or its flagged votes of a window, with a reason (audited)",
    description: 'Counts change at once and the board is re-ranked before the answer.',
  })
  @ApiCreatedResponse({ type: VotesVoidedDto })
  async void(
    @Param('id', UuidId) id: string,
    @Body() body: VoidVotesDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<VotesVoidedDto> {
    const selection = toSelection(body);
    const voided = await this.votes.voidVotes(id, selection, body.reason, (count, manager) =>
      this.audit.record(
        actor,
        {
          action: 'votes.void',
          resource: 'entries',
          resourceId: id,
          before: null,
          after: { ...body, voided: count },
        },
        manager,
      ),
    );
    if (voided > 0) await this.ranking.recompute();
    return { voided, votes: await this.votes.review(id) };
  }
}

function toSelection(body: VoidVotesDto): VoidSelection {
  if (body.voterId !== undefined) {
    if (body.flaggedFrom !== undefined || body.flaggedTo !== undefined) {
      throw validationFailed({ voterId: ['give voterId, or flaggedFrom and flaggedTo, not both'] });
    }
    return { voterId: body.voterId };
  }
  const flaggedFrom = new Date(body.flaggedFrom!);
  const flaggedTo = new Date(body.flaggedTo!);
  if (flaggedFrom.getTime() >= flaggedTo.getTime()) {
    throw validationFailed({ flaggedTo: ['flaggedTo must be after flaggedFrom'] });
  }
  return { flaggedFrom, flaggedTo };
}
