import { Controller, Get, Header, Param, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { CertificateVerificationDto, MyCertificatesDto } from './certificate.dto';
import { toMine, toVerification } from './certificate-views';
import { CertificatesService } from './certificates.service';

@ApiTags('certificates')
@ApiBearerAuth()
@ApiErrors(401)
@UseGuards(ParticipantAuthGuard)
@Controller('me/certificates')
export class MyCertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in participant's certificates" })
  @ApiOkResponse({ type: MyCertificatesDto })
  @Header('Cache-Control', 'no-store')
  async list(@CurrentParticipant() participant: AuthenticatedParticipant): Promise<MyCertificatesDto> {
    return { items: (await this.certificates.held(participant.id)).map(toMine) };
  }

  @Get(':code/pdf')
  @ApiOperation({ summary: 'One of their certificates as a PDF (A4 landscape, English and Hindi); 404 to anyone else' })
  @ApiOkResponse({
    description: 'The certificate',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrors(404, 409)
  async pdf(
    @CurrentParticipant() participant: AuthenticatedParticipant,
    @Param('code') code: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const certificate = await this.certificates.pdf(participant.id, code);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `attachment; filename="certificate-${certificate.code}.pdf"`)
      .header('Cache-Control', 'private, no-store');
    return certificate.pdf;
  }
}

@ApiTags('certificates')
@Controller('certificates')
export class CertificateVerificationController {
  constructor(private readonly certificates: CertificatesService) {}

  @Get(':code')
  @ApiOperation({ summary: 'Verify a certificate by its code: who holds it, for what, and whether it still stands' })
  @ApiOkResponse({ type: CertificateVerificationDto })
  @ApiErrors(404)
  // Its status is worked out when read (a disqualification, results withdrawn): never kept by a cache.
  @Header('Cache-Control', 'no-store')
  async verify(@Param('code') code: string): Promise<CertificateVerificationDto> {
    return toVerification(await this.certificates.verify(code));
  }
}
