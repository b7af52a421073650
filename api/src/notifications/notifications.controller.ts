import { Body, Controller, Get, Header, Put, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { AppConfig } from '../config/app-config';
import {
  PreferencesDto,
  SiteNotificationListDto,
  SiteNotificationsQueryDto,
  UnsubscribeQueryDto,
  UpdatePreferencesDto,
} from './notifications.dto';
import { NotificationPreferencesService } from './notification-preferences.service';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(ParticipantAuthGuard)
@Controller('me/notifications')
export class MeNotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly preferences: NotificationPreferencesService,
  ) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'What happened to my entries: the site messages, newest first' })
  @ApiOkResponse({ type: SiteNotificationListDto })
  async list(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Query() query: SiteNotificationsQueryDto,
  ): Promise<SiteNotificationListDto> {
    return { items: await this.notifications.siteList(participant.id, query.limit ?? 50) };
  }

  @Get('preferences')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: 'Channels for announcements (messages about my own entries always go)' })
  @ApiOkResponse({ type: PreferencesDto })
  get(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<PreferencesDto> {
    return this.preferences.get(participant.id);
  }

  @Put('preferences')
  @ApiOperation({ summary: 'Change the channels for announcements; answers the preferences' })
  @ApiOkResponse({ type: PreferencesDto })
  @ApiErrors(403)
  update(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Body() changes: UpdatePreferencesDto,
  ): Promise<PreferencesDto> {
    return this.preferences.update(participant.id, changes);
  }
}

@ApiTags('notifications')
@Controller('notifications')
export class UnsubscribeController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {}

  /**
   * The link in every announcement (and its List-Unsubscribe header), followed without signing in. It only
   * switches announcements off, so a mail scanner opening it does no harm the participant cannot undo.
   */
  @Get('unsubscribe')
  @Header('content-type', 'text/html; charset=utf-8')
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Stop announcements (signed link from an e-mail); answers a short HTML page' })
  @ApiOkResponse({ description: 'A short HTML page', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiErrors(404)
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<string> {
    await this.notifications.unsubscribe(query.token);
    const site = this.config.publicUrl;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Unsubscribed</title></head><body style="font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem"><h1>You are unsubscribed</h1><p>You will no longer receive announcements. Messages about your own entries still reach you.</p><p>Change this any time under <a href="${site}/submissions">My Submissions</a>.</p></body></html>`;
  }
}
