import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { CountOutcome } from '../observability/count-outcome.interceptor';
import { CreateSubmissionDto } from './create-submission.dto';
import { EntryEligibilityDto, SubmissionListDto, SubmissionViewDto } from './submission-view.dto';
import { SubmissionsService } from './submissions.service';

@ApiTags('submissions')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('submissions')
@UseGuards(ParticipantAuthGuard)
export class SubmissionsController {
  constructor(private readonly submissions: SubmissionsService) {}

  @Post()
  @ApiOperation({ summary: 'Enter an Instagram post in the open round; answers the entry, status pending' })
  @ApiCreatedResponse({ type: SubmissionViewDto })
  @ApiErrors(403, 409)
  @CountOutcome('entry')
  create(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() body: CreateSubmissionDto,
  ): Promise<SubmissionViewDto> {
    return this.submissions.create(participant.id, body);
  }

  @Get('mine')
  @ApiOperation({ summary: "The participant's entries, newest first, with their latest figures and rank" })
  @ApiOkResponse({ type: SubmissionListDto })
  async mine(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<SubmissionListDto> {
    return { items: await this.submissions.ownEntries(participant.id) };
  }

  @Get('eligibility')
  @ApiOperation({ summary: 'Whether the participant may enter a film in the round taking entries, and why not' })
  @ApiOkResponse({ type: EntryEligibilityDto })
  eligibility(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<EntryEligibilityDto> {
    return this.submissions.eligibility(participant.id);
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the participant's own entries (anyone else's: 404)" })
  @ApiOkResponse({ type: SubmissionViewDto })
  @ApiErrors(404)
  findOne(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Param('id') id: string,
  ): Promise<SubmissionViewDto> {
    return this.submissions.ownEntry(participant.id, id);
  }
}
