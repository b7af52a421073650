import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';

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
