import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountsController, InvitationController, PasswordResetController } from './accounts/accounts.controller';
import { ConsoleAccount } from './accounts/console-account.entity';
import { ConsoleAccountsRepository } from './accounts/console-accounts.repository';
import { ConsoleAccountsService } from './accounts/console-accounts.service';
import { ConsoleInvitationsRepository } from './accounts/console-invitations.repository';
import { ConsoleInvitationsService } from './accounts/console-invitations.service';
import { ConsoleAccountDirectory } from './auth/console-account-directory';
import { ConsoleAuthController } from './auth/console-auth.controller';
import { ConsoleAuthService } from './auth/console-auth.service';
import { ConsoleJwtStrategy } from './auth/console-jwt.strategy';
import { ConsoleLoginAttempt } from './auth/console-login-attempt.entity';
import { ConsoleRefreshToken } from './auth/console-refresh-token.entity';
import { ConsoleSignInLocksService } from './auth/console-sign-in-locks.service';
import { ConsoleTokensService } from './auth/console-tokens.service';
import { LoginAttemptsController } from './auth/login-attempts.controller';
import { LoginAttemptsRepository } from './auth/login-attempts.repository';
import { LoginAttemptsService } from './auth/login-attempts.service';
import { ConsoleModule } from '../console/console.module';

/**
 * Console sign-in (admin/auth: tokens, sign-in locks, the `console-jwt` strategy behind ConsoleAuthGuard, login
 * attempts) and the accounts it signs in (admin/accounts: accounts, invitations). One module because sign-in
 * reads accounts through ConsoleAccountDirectory, bound here; other console modules only use the guard's
 * decorators, whose guard needs nothing but the Reflector.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([ConsoleAccount, ConsoleRefreshToken, ConsoleLoginAttempt]),
    // Same secret as participants' tokens; the console audience and `typ` keep the two apart.
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, verifyOptions: { algorithms: ['HS256'] } }),
    }),
    ConsoleModule,
    NotificationsModule,
  ],
  controllers: [
    ConsoleAuthController,
    InvitationController,
    PasswordResetController,
    AccountsController,
    LoginAttemptsController,
  ],
  providers: [
    ConsoleAccountsService,
    ConsoleAccountsRepository,
    ConsoleInvitationsRepository,
    ConsoleInvitationsService,
    // Sign-in reads accounts through this, so auth does not import accounts.
    { provide: ConsoleAccountDirectory, useExisting: ConsoleAccountsService },
    ConsoleTokensService,
    ConsoleSignInLocksService,
    ConsoleAuthService,
    ConsoleJwtStrategy,
    LoginAttemptsService,
    LoginAttemptsRepository,
  ],
})
export class ConsoleAuthModule {}
