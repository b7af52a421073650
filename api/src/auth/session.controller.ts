import { Body, Controller, HttpCode, HttpStatus, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { AuthResponseDto, LogoutDto, RefreshTokenDto } from './auth.dto';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { SessionService } from './session.service';

@ApiTags('auth')
@Controller('auth')
export class SessionController {
  constructor(private readonly sessions: SessionService) {}

  @Post('token/refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Trade a refresh token for a new pair (the old one is spent; reusing it ends the session)',
  })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiErrors(401, 403, 429)
  refresh(@Body() body: RefreshTokenDto): Promise<AuthResponseDto> {
    return this.sessions.refresh(body.refreshToken);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiBearerAuth()
  @UseGuards(ParticipantAuthGuard)
  @ApiOperation({
    summary: 'End the session of the given refresh token, or every session of the participant without one',
  })
  @ApiNoContentResponse({ description: 'Signed out' })
  @ApiErrors(401, 403)
  async logout(@CurrentParticipant() participant: AuthenticatedParticipant, @Body() body: LogoutDto): Promise<void> {
    await this.sessions.logout(participant.id, body.refreshToken);
  }
}
