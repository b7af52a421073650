import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { CONSOLE_ROLES } from '../../console/console-actor';
import { LOGIN_OUTCOMES } from './console-login-attempt.entity';

export class ConsoleLoginDto {
  @ApiProperty({ example: 'organiser@example.org' })
  @IsString()
  @MinLength(3)
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(256)
  password!: string;
}

export class ConsoleRefreshDto {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  refreshToken!: string;
}

export class ConsoleActorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  displayName!: string | null;

  @ApiProperty({ enum: CONSOLE_ROLES, enumName: 'ConsoleRole' })
  role!: (typeof CONSOLE_ROLES)[number];
}

export class ConsoleSessionDto {
  @ApiProperty()
  accessToken!: string;

  @ApiProperty()
  refreshToken!: string;

  @ApiProperty({ description: 'Seconds until the access token expires' })
  expiresIn!: number;

  @ApiProperty({ type: ConsoleActorDto })
  account!: ConsoleActorDto;
}

export class ConsoleLoginAttemptDto {
  @ApiProperty({ example: '42' })
  id!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  accountId!: string | null;

  @ApiProperty({ enum: LOGIN_OUTCOMES, enumName: 'LoginOutcome' })
  outcome!: (typeof LOGIN_OUTCOMES)[number];

  @ApiProperty({ type: String, nullable: true })
  ip!: string | null;

  @ApiProperty({ type: String, nullable: true })
  userAgent!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}
