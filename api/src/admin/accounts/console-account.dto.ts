import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { CONSOLE_ROLES, ConsoleRole } from './console-account.entity';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class CreateConsoleAccountDto {
  @ApiProperty({ example: 'organiser@example.org' })
  @Transform(trimmed)
  @IsEmail({}, { message: 'must be an e-mail address' })
  @MaxLength(254)
  email!: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;

  @ApiProperty({ enum: CONSOLE_ROLES })
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

/** What an organiser may change on an account; e-mail stays fixed (it identifies the person in the audit log). */
export class UpdateConsoleAccountDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(trimmed)
  @IsString()
  @MaxLength(80)
  displayName?: string | null;

  @ApiPropertyOptional({ enum: CONSOLE_ROLES })
  @IsOptional()
  @IsIn(CONSOLE_ROLES)
  role?: ConsoleRole;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  disabled?: boolean;

  @ApiPropertyOptional({ description: 'Sets a new password and signs the account out everywhere' })
  @IsOptional()
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters long` })
  @MaxLength(PASSWORD_MAX_LENGTH)
  password?: string;

  @ApiPropertyOptional({ description: 'true lifts a sign-in lock before it runs out' })
  @IsOptional()
  @IsIn([true], { message: 'can only be true' })
  unlock?: true;
}
