import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CodeSentDto } from '../auth/auth.dto';
import { ClientIp } from '../auth/client-ip.decorator';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { PhoneIdentityService } from '../auth/phone-identity.service';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { CountOutcome } from '../observability/count-outcome.interceptor';
import { PhoneStartDto, PhoneVerifyDto, VerifiedPhoneDto, VoteAcceptedDto } from './votes.dto';
import { VotesService } from './votes.service';

@ApiTags('votes')
@ApiBearerAuth()
@ApiErrors(401)
@Controller()
@UseGuards(ParticipantAuthGuard)
export class VotesController {
  constructor(
    private readonly votes: VotesService,
    private readonly phones: PhoneIdentityService,
  ) {}

  @Post('submissions/:id/vote')
  @ApiOperation({ summary: "Vote for a public entry in the round being voted on (the voter's mobile verified)" })
  @ApiCreatedResponse({ type: VoteAcceptedDto })
  @ApiErrors(403, 404, 409, 429)
  @CountOutcome('vote')
  vote(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Param('id') id: string,
    @ClientIp() ip: string,
  ): Promise<VoteAcceptedDto> {
    return this.votes.vote(participant.id, id, ip);
  }

  @Post('me/phone/start')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Text a code to a mobile number to verify it for this account' })
  @ApiOkResponse({ type: CodeSentDto })
  @ApiErrors(403, 409, 429, 502, 503)
  startPhone(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() body: PhoneStartDto,
    @ClientIp() ip: string,
  ): Promise<CodeSentDto> {
    return this.phones.start(participant.id, body.phone, ip);
  }

  @Post('me/phone/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Attach the mobile number to this account with the code sent to it' })
  @ApiOkResponse({ type: VerifiedPhoneDto })
  @ApiErrors(403, 409, 429)
  verifyPhone(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() body: PhoneVerifyDto,
    @ClientIp() ip: string,
  ): Promise<VerifiedPhoneDto> {
    return this.phones.verify(participant.id, body.phone, body.code, ip);
  }
}
