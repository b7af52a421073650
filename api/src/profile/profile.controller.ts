import { Body, Controller, Delete, Get, Header, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../auth/access-token.service';
import { CurrentParticipant, ParticipantAuthGuard } from '../auth/participant-auth.guard';
import { CREATOR_CATEGORY_OPTIONS } from './creator-categories';
import { PersonalDataService } from './personal-data.service';
import { UpdateProfileDto } from './profile.dto';
import { ProfileService, ProfileView } from './profile.service';
import { INDIAN_STATES } from './states';

@ApiTags('profile')
@ApiBearerAuth()
@UseGuards(ParticipantAuthGuard)
@Controller('me')
export class MeController {
  constructor(
    private readonly profiles: ProfileService,
    private readonly personalData: PersonalDataService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The signed-in participant's profile" })
  me(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<ProfileView> {
    return this.profiles.getProfile(participant.id);
  }

  @Post('profile')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Save the changed profile fields; answers the updated profile',
    description:
      'Send only changed fields among name, email, creatorCategory, stateProvince, instagramHandle. ' +
      'Values cannot be blanked. ' +
      'An e-mail set here is unverified. Tokens issued after the profile is complete carry pc:true: refresh them.',
  })
  update(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() changes: UpdateProfileDto,
  ): Promise<ProfileView> {
    return this.profiles.updateProfile(participant.id, changes);
  }

  @Get('export')
  @Header('content-disposition', 'attachment; filename="my-contest-data.json"')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Everything held about the signed-in participant, as JSON (right of access)' })
  export(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<Record<string, unknown>> {
    return this.personalData.export(participant.id);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Delete the account: profile, sign-in identities, sessions and entries (right to erasure)',
  })
  async erase(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<void> {
    await this.personalData.erase(participant.id);
  }
}

@ApiTags('profile')
@Controller('profile')
export class ProfileOptionsController {
  @Get('categories')
  @ApiOperation({ summary: 'The four creator categories with labels and follower ranges' })
  categories() {
    return { items: CREATOR_CATEGORY_OPTIONS };
  }

  @Get('states')
  @ApiOperation({ summary: 'The 36 states and union territories a profile may name' })
  states() {
    return { items: INDIAN_STATES };
  }
}
