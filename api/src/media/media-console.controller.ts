import { Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import { MediaUploadDto } from './media.dto';
import { mediaError, MediaErrorCode } from './media-errors';
import { MEDIA_LIST, MediaService, type OnRecorded } from './media.service';
import type { MediaKind } from './media-upload.entity';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { ApiListResponse } from '../console/simple-rest/api-list-response';

const FILE_BODY = {
  schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } },
};

/** The console's `media` resource: uploads for the content editor (site images and films), and their list. */
@ApiTags('console: media')
@Controller('admin/media')
@ConsoleRoles('admin')
export class MediaConsoleController {
  constructor(
    private readonly media: MediaService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiListResponse(MediaUploadDto)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<MediaUploadDto[]> {
    const list = parseListQuery(query, MEDIA_LIST);
    const page = await this.media.list(list);
    setContentRange(reply, 'media', list.offset, page);
    return page.rows;
  }

  @Post('images')
  @ApiOperation({
    summary: 'Upload a JPEG, PNG or WebP image (MEDIA_MAX_IMAGE_MB); it is served as WebP at the site’s widths',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: MediaUploadDto })
  @ApiErrors(413, 415)
  async uploadImage(@Req() request: FastifyRequest, @CurrentActor() actor: ConsoleActor): Promise<MediaUploadDto> {
    return this.media.uploadImage(await this.filePart(request, 'image'), actor.id, this.recordUpload(actor));
  }

  @Post('films')
  @ApiOperation({ summary: 'Upload an MP4 film (MEDIA_MAX_FILM_MB)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY)
  @ApiCreatedResponse({ type: MediaUploadDto })
  @ApiErrors(413, 415)
  async uploadFilm(@Req() request: FastifyRequest, @CurrentActor() actor: ConsoleActor): Promise<MediaUploadDto> {
    return this.media.uploadFilm(await this.filePart(request, 'film'), actor.id, this.recordUpload(actor));
  }

  /** The audit entry of a new upload (uploading a file already there records nothing: nothing changed). */
  private recordUpload(actor: ConsoleActor): OnRecorded {
    return (manager, upload) =>
      this.audit.record(
        actor,
        {
          action: 'media.upload',
          resource: 'media',
          resourceId: String(upload.id),
          after: { kind: upload.kind, url: upload.url, originalName: upload.originalName, bytes: upload.bytes },
        },
        manager,
      );
  }

  /** The request's one file part, read with the limit of its kind. */
  private async filePart(request: FastifyRequest, kind: MediaKind): Promise<MultipartFile> {
    if (!request.isMultipart()) {
      throw mediaError(MediaErrorCode.MultipartRequired);
    }
    this.media.assertDeclaredLength(kind, request.headers['content-length']);
    const part = await request.file({ limits: { fileSize: this.media.maxBytes(kind), files: 1, fields: 0 } });
    if (!part || part.fieldname !== 'file') {
      throw mediaError(MediaErrorCode.FileRequired);
    }
    return part;
  }
}
