import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { CREATOR_CATEGORY_OPTIONS } from './creator-categories';
import { PersonalDataService } from './personal-data.service';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { CreatorCategoryListDto, ProfileViewDto, StateListDto, UpdateProfileDto } from './profile.dto';
import { ProfileService } from './profile.service';
import { INDIAN_STATES } from './states';

@ApiTags('profile')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(ParticipantAuthGuard)
@Controller('me')
export class MeController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly personalData: PersonalDataService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in participant's profile" })
  @ApiOkResponse({ type: ProfileViewDto })
  @ApiErrors(404)
  me(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<ProfileViewDto> {
    return this.profiles.getProfile(participant.id);
  }

  @Post('profile')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Save the changed profile fields; answers the updated profile',
    description:
      'Send only changed fields among name, email, creatorCategory, stateProvince, instagramHandle, language. ' +
      'Values cannot be blanked. ' +
      'An e-mail set here is unverified. Tokens issued after the profile is complete carry pc:true: refresh them.',
  })
  @ApiOkResponse({ type: ProfileViewDto })
  @ApiErrors(403, 404, 409)
  update(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() changes: UpdateProfileDto,
  ): Promise<ProfileViewDto> {
    return this.profiles.updateProfile(participant.id, changes);
  }

  @Get('export')
  @Header('content-disposition', 'attachment; filename="my-contest-data.json"')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Everything held about the signed-in participant, as JSON (right of access)' })
  @ApiOkResponse({
    description: 'Every table that holds something about the participant, by name',
    schema: { type: 'object', additionalProperties: true },
  })
  export(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<Record<string, unknown>> {
    return this.personalData.export(participant.id);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete the account: profile, sign-in identities, sessions and entries (right to erasure)',
  })
  @ApiNoContentResponse({ description: 'Erased' })
  @ApiErrors(403)
  async erase(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<void> {
    await this.personalData.erase(participant.id);
  }
}

@ApiTags('profile')
@Controller('profile')
export class ProfileOptionsController {
  @Get('categories')
  @ApiOperation({ summary: 'The four creator categories with labels and follower ranges' })
  @ApiOkResponse({ type: CreatorCategoryListDto })
  categories(): CreatorCategoryListDto {
    return { items: [...CREATOR_CATEGORY_OPTIONS] };
  }

  @Get('states')
  @ApiOperation({ summary: 'The 36 states and union territories a profile may name' })
  @ApiOkResponse({ type: StateListDto })
  states(): StateListDto {
    return { items: [...INDIAN_STATES] };
  }
}
