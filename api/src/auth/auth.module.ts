import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { ProfileModule } from '../profile/profile.module';
import { AccessTokenService } from './access-token.service';
import { AccountStandingService } from './account-standing.service';
import { AccountSignInService } from './account-sign-in.service';
import { CodeDeliveryService } from './code-delivery.service';
import { CodeSignInController } from './code-sign-in.controller';
import { CodeSignInService } from './code-sign-in.service';
import { GoogleSignInService } from './google-sign-in.service';
import { Identity } from './identity.entity';
import { OidcClientService } from './oidc-client.service';
import { OneTimeCodeService } from './one-time-code.service';
import { ParticipantJwtStrategy } from './participant-jwt.strategy';
import { PhoneIdentityService } from './phone-identity.service';
import { ProviderSignInController } from './provider-sign-in.controller';
import { RefreshToken } from './refresh-token.entity';
import { SessionController } from './session.controller';
import { SessionService } from './session.service';
import { SignInChannelsService } from './sign-in-channels.service';
import { SmsBudgetService } from './sms-budget.service';

/** Participants' sign-in and tokens. Global so every domain can guard routes with ParticipantAuthGuard. */
@Global()
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
    TypeOrmModule.forFeature([Identity, RefreshToken]),
    ProfileModule,
  ],
  controllers: [ProviderSignInController, CodeSignInController, SessionController],
  providers: [
    AccessTokenService,
    AccountStandingService,
    ParticipantJwtStrategy,
    SignInChannelsService,
    SessionService,
    AccountSignInService,
    OidcClientService,
    GoogleSignInService,
    SmsBudgetService,
    CodeDeliveryService,
    OneTimeCodeService,
    CodeSignInService,
    PhoneIdentityService,
  ],
  exports: [AccessTokenService, SessionService, PhoneIdentityService, SmsBudgetService],
})
export class AuthModule {}
