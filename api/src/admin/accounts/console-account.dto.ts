import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CONSOLE_ROLES, ConsoleRole } from '../../console/console-actor';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/passwords';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** The one password rule, wherever a password is set (the console's forms say the same). */
const passwordRules = () =>
  applyDecorators(
    IsString(),
    MinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters long` }),
    MaxLength(PASSWORD_MAX_LENGTH),
  );

/** A console account created from the console: no password, its owner gets a link to set one. */
export class InviteConsoleAccountDto {
  @ApiProperty({ example: 'organiser@example.org' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ enum: CONSOLE_ROLES, enumName: 'ConsoleRole' })
  @IsIn(CONSOLE_ROLES)
  role!: ConsoleRole;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  displayName?: string;
}

/** `admin:create`: the first organiser has nobody to invite them, so the command line sets the password. */
export class CreateConsoleAccountDto extends InviteConsoleAccountDto {
  @passwordRules()
  password!: string;
}

/** What an organiser may change on an account; e-mail stays fixed (it identifies the person in the audit log). */
export class UpdateConsoleAccountDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(80)
  displayName?: string | null;

  @ApiPropertyOptional({ enum: CONSOLE_ROLES, enumName: 'ConsoleRole' })
  @IsOptional()
  @IsIn(CONSOLE_ROLES)
  role?: ConsoleRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;

  @ApiPropertyOptional({ description: 'Sets a new password and signs the account out everywhere' })
  @IsOptional()
  @passwordRules()
  password?: string;

  @ApiPropertyOptional({ description: 'true lifts a sign-in lock before it runs out' })
  @IsOptional()
  @IsIn([true], { message: 'can only be true' })
  unlock?: true;
}

export class AcceptInvitationDto {
  @ApiProperty({ description: 'The token from the invitation link' })
  @IsString()
  @MaxLength(200)
  token!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @passwordRules()
  password!: string;
}

/** "Forgot your password?" on the console's sign-in page. */
export class PasswordResetRequestDto {
  @ApiProperty({ example: 'organiser@example.org' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'must be an e-mail address' })
  @MaxLength(254)
  email!: string;
}

export class InvitationQueryDto {
  @ApiProperty({ description: 'The token from the invitation link' })
  @IsString()
  @MaxLength(200)
  token!: string;
}

export class InvitationDetailsDto {
  @ApiProperty()
  email!: string;

  @ApiProperty({ enum: CONSOLE_ROLES, enumName: 'ConsoleRole' })
  role!: ConsoleRole;

  @ApiProperty({ type: String, format: 'date-time' })
  expiresAt!: Date;
}

export class ConsoleAccountDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  displayName!: string | null;

  @ApiProperty({ enum: CONSOLE_ROLES, enumName: 'ConsoleRole' })
  role!: ConsoleRole;

  @ApiProperty()
  disabled!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The latest sign-in lock on it' })
  lockedUntil!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastLoginAt!: Date | null;

  @ApiProperty({
    enum: ['pending', 'expired'],
    enumName: 'ConsoleInvitationState',
    nullable: true,
    description: 'null once the account has a password; else whether its latest invitation link still works',
  })
  invitation!: 'pending' | 'expired' | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  invitationExpiresAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}
