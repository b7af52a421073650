import { Body, Controller, Get, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AuthenticatedParticipant,
  BlockedAccountsMayCall,
  CurrentParticipant,
  ParticipantAuthGuard,
} from '../common/auth/participant-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { MyGrievanceDto, MyGrievancesDto, RaiseGrievanceDto } from './grievance.dto';
import { GrievancesService } from './grievances.service';

@ApiTags('grievances')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(ParticipantAuthGuard)
@Controller('me/grievances')
export class GrievancesController {
  constructor(private readonly grievances: GrievancesService) {}

  @Post()
  @HttpCode(HttpStatus.CREATED)
  // A blocked account may still complain: a block is exactly the kind of decision people need to contest.
  @BlockedAccountsMayCall()
  @ApiOperation({
    summary: 'Raise a grievance about an entry decision, your personal data or anything else',
    description:
      'Answered within GRIEVANCE_RESPONSE_DAYS (dueAt). entry_decision names one of your entries (submissionId). ' +
      'At most maxOpen grievances may wait for an answer at once (409 too_many_open_grievances). Blocked ' +
      'accounts may raise one too.',
  })
  @ApiCreatedResponse({ type: MyGrievanceDto })
  @ApiErrors(400, 409)
  raise(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() body: RaiseGrievanceDto,
  ): Promise<MyGrievanceDto> {
    return this.grievances.raise(participant.id, body);
  }

  @Get()
  @ApiOperation({ summary: 'Your grievances, newest first, with their status, due date and answer' })
  @ApiOkResponse({ type: MyGrievancesDto })
  mine(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<MyGrievancesDto> {
    return this.grievances.mine(participant.id);
  }
}
