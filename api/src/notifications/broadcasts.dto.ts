import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

export const BROADCAST_AUDIENCES = ['all_participants', 'round_promoted', 'pending_entrants', 'jurors'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];
export const BROADCAST_CHANNELS = ['site', 'email', 'sms'] as const;

/** A message to a group; previewed with POST /admin/broadcasts/preview, sent with POST /admin/broadcasts. */
export class BroadcastDto {
  @ApiProperty({ enum: BROADCAST_AUDIENCES, enumName: 'BroadcastAudience' })
  @IsIn(BROADCAST_AUDIENCES)
  audience!: BroadcastAudience;

  @ApiPropertyOptional({ description: 'For round_promoted: the round they were promoted into (2–4)' })
  @IsOptional()
  @IsInt()
  @Min(2)
  @Max(4)
  roundId?: number;

  @ApiProperty({ maxLength: 120 })
  @IsString()
  @MinLength(3)
  @MaxLength(120)
  subject!: string;

  @ApiProperty({ maxLength: 1000, description: 'Plain text; blank lines make paragraphs in the e-mail' })
  @IsString()
  @MinLength(3)
  @MaxLength(1000)
  message!: string;

  @ApiProperty({
    enum: BROADCAST_CHANNELS,
    enumName: 'BroadcastChannel',
    isArray: true,
    description: 'Jurors get e-mail only',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayUnique()
  @IsIn(BROADCAST_CHANNELS, { each: true })
  channels!: Array<(typeof BROADCAST_CHANNELS)[number]>;
}
