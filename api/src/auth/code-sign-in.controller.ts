import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { AuthResponseDto, CodeSentDto, EmailCodeRequestDto, PhoneCodeRequestDto, VerifyCodeDto } from './auth.dto';
import { ClientIp } from './client-ip.decorator';
import { CodeSignInService } from './code-sign-in.service';

@ApiTags('auth')
@Controller('auth')
export class CodeSignInController {
  constructor(private readonly codes: CodeSignInService) {}

  @Post('otp/start')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a 6-digit sign-in code by SMS' })
  @ApiOkResponse({ type: CodeSentDto })
  @ApiErrors(429, 502, 503)
  startOtp(@Body() body: PhoneCodeRequestDto, @ClientIp() ip: string): Promise<CodeSentDto> {
    return this.codes.sendPhoneCode(body.phone, ip);
  }

  @Post('phone')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a 6-digit sign-in code by SMS (same as /auth/otp/start)' })
  @ApiOkResponse({ type: CodeSentDto })
  @ApiErrors(429, 502, 503)
  startPhone(@Body() body: PhoneCodeRequestDto, @ClientIp() ip: string): Promise<CodeSentDto> {
    return this.codes.sendPhoneCode(body.phone, ip);
  }

  @Post('email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a 6-digit sign-in code by e-mail' })
  @ApiOkResponse({ type: CodeSentDto })
  @ApiErrors(429, 502)
  startEmail(@Body() body: EmailCodeRequestDto, @ClientIp() ip: string): Promise<CodeSentDto> {
    return this.codes.sendEmailCode(body.email, ip);
  }

  @Post('otp/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in with the code sent to a phone or an e-mail address' })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiErrors(403, 429)
  verify(@Body() body: VerifyCodeDto, @ClientIp() ip: string): Promise<AuthResponseDto> {
    return this.codes.verify({ phone: body.phone, email: body.email }, body.code, ip);
  }
}
