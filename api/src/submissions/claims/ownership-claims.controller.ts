import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { UuidId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { OwnershipClaimDto } from './ownership-claim.dto';
import { CLAIM_LIST, OwnershipClaimsService } from './ownership-claims.service';

/** Who owns a post or an account, when two participants say they do: organisers, who verify entries, decide. */
@ApiTags('console: ownership claims')
@Controller('admin/ownership-claims')
@ConsoleRoles('admin')
export class OwnershipClaimsController {
  constructor(private readonly claims: OwnershipClaimsService) {}

  @Get()
  @ApiOperation({
    summary: 'Claims on posts and accounts',
    description: 'filter: id, status, kind, submissionId, claimantId',
  })
  @ApiListResponse(OwnershipClaimDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OwnershipClaimDto[]> {
    const list = parseListQuery(query, CLAIM_LIST);
    const page = await this.claims.list(list);
    setContentRange(reply, 'ownership-claims', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: OwnershipClaimDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<OwnershipClaimDto> {
    return this.claims.get(id);
  }

  @Post(':id/transfer')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Hand the entry (or the account) to the claimant: only a proven claimant, within their entry limit',
  })
  @ApiOkResponse({ type: OwnershipClaimDto })
  @ApiErrors(404, 409)
  transfer(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<OwnershipClaimDto> {
    return this.claims.transfer(id, actor);
  }

  @Post(':id/dismiss')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Close the claim; the entry and the account stay where they are' })
  @ApiOkResponse({ type: OwnershipClaimDto })
  @ApiErrors(404, 409)
  dismiss(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<OwnershipClaimDto> {
    return this.claims.dismiss(id, actor);
  }
}
