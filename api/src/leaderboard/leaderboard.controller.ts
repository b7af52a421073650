import { Controller, Get, Header, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNotModifiedResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { ParsesOwnQuery } from '../common/http/query-parameters.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { CREATOR_CATEGORIES } from '../profile/participant.entity';
import { INDIAN_STATES } from '../profile/states';
import { SUBMISSION_CATEGORIES } from '../contest/submission-categories';
import { MAX_BOARD_LIMIT } from './leaderboard-board';
import { DEFAULT_BOARD_LIMIT, parseLeaderboardQuery } from './leaderboard-query';
import { ContestStatsDto, LeaderboardDto } from './leaderboard.dto';
import { CachedResponse, LeaderboardService } from './leaderboard.service';

/** Lets nginx (and browsers) keep a public answer for 5 s and serve it stale for 30 s more while refreshing. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** Answers 304 when the client already holds this body, else the body; both cacheable. */
function sendCacheable(request: FastifyRequest, reply: FastifyReply, response: CachedResponse): FastifyReply {
  void reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', response.etag);
  if (matches(request.headers['if-none-match'], response.etag)) return reply.status(304).send();
  return reply.header('content-type', 'application/json; charset=utf-8').send(response.body);
}

@ApiTags('leaderboard')
@Controller()
export class LeaderboardController {
  constructor(private readonly leaderboard: LeaderboardService) {}

  @Get('leaderboard')
  @ParsesOwnQuery()
  @ApiOperation({ summary: 'The public leaderboard (last ranked snapshot); optional filters make a sub-board' })
  @ApiQuery({
    name: 'limit',
    required: false,
    schema: { type: 'integer', minimum: 1, maximum: MAX_BOARD_LIMIT, default: DEFAULT_BOARD_LIMIT },
  })
  @ApiQuery({ name: 'category', required: false, enum: SUBMISSION_CATEGORIES, enumName: 'SubmissionCategory' })
  @ApiQuery({ name: 'creatorCategory', required: false, enum: CREATOR_CATEGORIES, enumName: 'CreatorCategory' })
  @ApiQuery({
    name: 'state',
    required: false,
    enum: INDIAN_STATES,
    enumName: 'IndianState',
    description: 'As listed by GET /profile/states',
  })
  @ApiOkResponse({ type: LeaderboardDto })
  @ApiNotModifiedResponse({ description: 'The `If-None-Match` ETag is still current' })
  async board(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const query = parseLeaderboardQuery(request.query as Record<string, unknown>);
    return sendCacheable(request, reply, await this.leaderboard.leaderboard(query));
  }

  @Get('leaderboard/me')
  @UseGuards(ParticipantAuthGuard)
  @ApiBearerAuth()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in participant's ranked entries" })
  @ApiOkResponse({ type: LeaderboardDto })
  @ApiErrors(401)
  me(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<LeaderboardDto> {
    return this.leaderboard.forParticipant(participant.id);
  }

  @Get('stats')
  @ApiOperation({ summary: 'Contest totals: ranked entries, their total views, states represented' })
  @ApiOkResponse({ type: ContestStatsDto })
  @ApiNotModifiedResponse({ description: 'The `If-None-Match` ETag is still current' })
  async stats(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    return sendCacheable(request, reply, await this.leaderboard.stats());
  }
}
