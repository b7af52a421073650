import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { ApiListResponse } from '../console/simple-rest/api-list-response';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import { CertificateRowDto, RevokeCertificateDto } from './certificate.dto';
import { toRow } from './certificate-views';
import { CERTIFICATE_LIST } from './certificate-list';
import { CertificatesService } from './certificates.service';

@ApiTags('console: certificates')
@Controller('admin/certificates')
@ConsoleRoles('admin')
@ApiErrors(404)
export class CertificatesConsoleController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @ApiListResponse(CertificateRowDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<CertificateRowDto[]> {
    const list = parseListQuery(query, CERTIFICATE_LIST);
    const page = await this.certificates.list(list);
    setContentRange(reply, 'certificates', list.offset, page);
    return page.rows.map(toRow);
  }

  @Get(':id')
  @ApiOkResponse({ type: CertificateRowDto })
  async get(@Param('id') code: string): Promise<CertificateRowDto> {
    return toRow(await this.certificates.verify(code));
  }

  @Post(':id/revoke')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Revoke a certificate (its code then verifies as revoked); the holder is told why' })
  @ApiOkResponse({ type: CertificateRowDto })
  @ApiErrors(409)
  async revoke(
    @Param('id') code: string,
    @Body() body: RevokeCertificateDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<CertificateRowDto> {
    return toRow(await this.certificates.revoke(code, body.reason, actor));
  }

  @Post(':id/reissue')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "Replace a certificate with a new one (new code, the holder's current profile name); the old one is revoked",
  })
  @ApiOkResponse({ type: CertificateRowDto, description: 'The new certificate' })
  @ApiErrors(409)
  async reissue(@Param('id') code: string, @CurrentActor() actor: ConsoleActor): Promise<CertificateRowDto> {
    return toRow(await this.certificates.reissue(code, actor));
  }
}
