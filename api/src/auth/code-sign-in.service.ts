import { Injectable } from '@nestjs/common';
import { validationFailed } from '../common/errors/api-error';
import { AppConfig } from '../config/app-config';
import { normaliseEmail } from '../profile/email-address';
import { AccountSignInService, ProvenIdentity } from './account-sign-in.service';
import { OneTimeCodeService } from './one-time-code.service';
import { describeCountry, normalisePhoneNumber, NormalisedPhoneNumber, phoneCountry } from './phone-number';
import type { AuthResponseDto } from './auth.dto';
import { SignInChannelsService } from './sign-in-channels.service';
import type { CodeSentDto } from './auth.dto';

export function phoneOrFail(input: string, allowedCountries: string[]): NormalisedPhoneNumber {
  const phone = normalisePhoneNumber(input);
  if (!phone) throw validationFailed({ phone: ['phone must be a valid mobile number'] });
  // SMS abroad costs money and serves no participant (SMS pumping): only the contest's countries get codes.
  if (!allowedCountries.includes(phoneCountry(phone.e164) ?? '')) {
    throw validationFailed({
      phone: [`codes can be sent only to mobile numbers of ${allowedCountries.map(describeCountry).join(', ')}`],
    });
  }
  return phone;
}

/** Sign-in with a 6-digit code sent by SMS or e-mail. */
@Injectable()
export class CodeSignInService {
  constructor(
    private readonly config: AppConfig,
    private readonly channels: SignInChannelsService,
    private readonly codes: OneTimeCodeService,
    private readonly accounts: AccountSignInService,
  ) {}

  /** With `forParticipant`, a code verifying a mobile for that signed-in account (not a sign-in). */
  async sendPhoneCode(input: string, clientIp: string, forParticipant: string | null = null): Promise<CodeSentDto> {
    this.channels.require('phone');
    const phone = phoneOrFail(input, this.config.signIn.sms.allowedCountries).e164;
    await this.codes.send('phone', phone, clientIp, forParticipant);
    return this.sent();
  }

  async sendEmailCode(input: string, clientIp: string): Promise<CodeSentDto> {
    this.channels.require('email');
    await this.codes.send('email', normaliseEmail(input), clientIp);
    return this.sent();
  }

  async verify(target: { phone?: string; email?: string }, code: string, clientIp: string): Promise<AuthResponseDto> {
    if (target.phone !== undefined && target.email !== undefined) {
      throw validationFailed({ email: ['give either phone or email, not both'] });
    }
    let identity: ProvenIdentity;
    if (target.phone !== undefined) {
      this.channels.require('phone');
      const phone = phoneOrFail(target.phone, this.config.signIn.sms.allowedCountries);
      await this.codes.verify('phone', phone.e164, code, clientIp);
      identity = { provider: 'phone', e164: phone.e164, countryCode: phone.countryCode };
    } else {
      this.channels.require('email');
      const email = normaliseEmail(target.email!);
      await this.codes.verify('email', email, code, clientIp);
      identity = { provider: 'email', email };
    }
    return this.accounts.signIn(identity);
  }

  private sent(): CodeSentDto {
    const { ttlSeconds, resendCooldownSeconds } = this.config.signIn.codes;
    return { status: 'sent', expiresInSeconds: ttlSeconds, resendAfterSeconds: resendCooldownSeconds };
  }
}
