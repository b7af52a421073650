import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EmailCodeRequestDto, PhoneCodeRequestDto, VerifyCodeDto } from './auth.dto';
import { ClientIp } from './client-ip.decorator';
import { CodeSent, CodeSignInService } from './code-sign-in.service';
import { AuthResponse } from './session.service';

@ApiTags('auth')
@Controller('auth')
export class CodeSignInController {
  constructor(private readonly codes: CodeSignInService) {}

  @Post('otp/start')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a 6-digit sign-in code by SMS' })
  startOtp(@Body() body: PhoneCodeRequestDto, @ClientIp() ip: string): Promise<CodeSent> {
    return this.codes.sendPhoneCode(body.phone, ip);
  }

  @Post('phone')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a 6-digit sign-in code by SMS (same as /auth/otp/start)' })
  startPhone(@Body() body: PhoneCodeRequestDto, @ClientIp() ip: string): Promise<CodeSent> {
    return this.codes.sendPhoneCode(body.phone, ip);
  }

  @Post('email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a 6-digit sign-in code by e-mail' })
  startEmail(@Body() body: EmailCodeRequestDto, @ClientIp() ip: string): Promise<CodeSent> {
    return this.codes.sendEmailCode(body.email, ip);
  }

  @Post('otp/verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Sign in with the code sent to a phone or an e-mail address' })
  verify(@Body() body: VerifyCodeDto, @ClientIp() ip: string): Promise<AuthResponse> {
    return this.codes.verify({ phone: body.phone, email: body.email }, body.code, ip);
  }
}
