import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { authError, AuthErrorCode } from './auth-errors';
import { AppConfig } from '../config/app-config';
import { ProfileService } from '../profile/profile.service';
import { CodeSignInService, phoneOrFail } from './code-sign-in.service';
import { Identity } from './identity.entity';
import { OneTimeCodeService } from './one-time-code.service';
import { SignInChannelsService } from './sign-in-channels.service';
import type { CodeSentDto } from './auth.dto';

/**
 * A signed-in participant proves a mobile number (a code sent to it, with the sign-in codes' limits) and it
 * is attached to the account as a phone identity: one account per number, as for phone sign-in.
 */
@Injectable()
export class PhoneIdentityService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codeSignIn: CodeSignInService,
    private readonly channels: SignInChannelsService,
    private readonly codes: OneTimeCodeService,
    private readonly config: AppConfig,
    private readonly profiles: ProfileService,
  ) {}

  /** Answers the same whoever holds the number, so the call tells nobody which numbers have accounts. */
  start(participantId: string, input: string, clientIp: string): Promise<CodeSentDto> {
    return this.codeSignIn.sendPhoneCode(input, clientIp, participantId);
  }

  /**
   * Checks the code, then attaches the number. Only someone holding the phone gets this far, so telling them
   * the number is on another account (409 phone_in_use) reveals nothing they could not learn by signing in.
   */
  async verify(participantId: string, input: string, code: string, clientIp: string): Promise<{ phone: string }> {
    this.channels.require('phone');
    const phone = phoneOrFail(input, this.config.signIn.sms.allowedCountries);
    await this.codes.verify('phone', phone.e164, code, clientIp);
    const inUse = () => authError(AuthErrorCode.PhoneInUse);
    try {
      await this.dataSource.transaction(async (manager) => {
        const owner = await manager.getRepository(Identity).findOneBy({ provider: 'phone', subject: phone.e164 });
        if (owner && owner.participantId !== participantId) throw inUse();
        if (!owner) {
          await manager.getRepository(Identity).insert({ participantId, provider: 'phone', subject: phone.e164 });
        }
        // The profile shows the number when the account had none (phone sign-in sets it the same way).
        await this.profiles.setPhoneIfNone(manager, participantId, phone);
      });
    } catch (error) {
      const constraint = (error as { constraint?: string }).constraint;
      if (constraint === 'identities_provider_subject_key' || constraint === 'participants_phone_key') throw inUse();
      throw error;
    }
    return { phone: phone.e164 };
  }
}
