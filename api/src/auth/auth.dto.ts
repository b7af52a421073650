import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { EMAIL_MAX_LENGTH } from '../profile/email-address';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

// Opaque refresh tokens are 43 characters; access JWTs a few hundred. Generous bounds, no unbounded strings.
const TOKEN_MAX_LENGTH = 2048;

export class PhoneCodeRequestDto {
  @ApiProperty({ example: '+91 98765 43210', description: 'Any common notation; without a prefix, an Indian number' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  phone!: string;
}

export class EmailCodeRequestDto {
  @ApiProperty({ example: 'asha@example.com' })
  @trimmed
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email!: string;
}

/** POST /auth/otp/verify: the code and where it was sent, either a phone or an e-mail address. */
export class VerifyCodeDto {
  @ApiPropertyOptional({ example: '+919876543210' })
  @ValidateIf((dto: VerifyCodeDto) => dto.phone !== undefined || dto.email === undefined)
  @IsString({ message: 'give either phone or email' })
  @IsNotEmpty()
  @MaxLength(32)
  phone?: string;

  @ApiPropertyOptional({ example: 'asha@example.com' })
  @ValidateIf((dto: VerifyCodeDto) => dto.email !== undefined)
  @trimmed
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email?: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits we sent' })
  code!: string;
}

export class RefreshTokenDto {
  @ApiProperty()
  @IsString()
  @IsNotEmpty()
  @MaxLength(TOKEN_MAX_LENGTH)
  refreshToken!: string;
}

export class LogoutDto {
  @ApiPropertyOptional({ description: "This browser's refresh token; without it, every session is ended" })
  @ValidateIf((dto: LogoutDto) => dto.refreshToken !== undefined)
  @IsString()
  @IsNotEmpty()
  @MaxLength(TOKEN_MAX_LENGTH)
  refreshToken?: string;
}

/** POST /auth/google: the one-time code the callback put in the site's address. */
export class ProviderReturnCodeDto {
  @ApiProperty({ description: "The `code` of the callback's redirect fragment" })
  @IsString()
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'code must be the code of the sign-in return' })
  code!: string;
}

export class CodeSentDto {
  @ApiProperty({ enum: ['sent'] })
  status!: 'sent';

  @ApiProperty({ description: 'Seconds the code stays valid' })
  expiresInSeconds!: number;

  @ApiProperty({ description: 'Seconds before another code may be asked for' })
  resendAfterSeconds!: number;
}

export class AuthUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty()
  profileComplete!: boolean;
}

/** A new session: the token pair and who it belongs to. */
export class AuthResponseDto {
  @ApiProperty()
  accessToken!: string;

  @ApiProperty()
  refreshToken!: string;

  @ApiProperty({ type: AuthUserDto })
  user!: AuthUserDto;
}

export class SignInUrlDto {
  @ApiProperty({ format: 'uri' })
  url!: string;
}
