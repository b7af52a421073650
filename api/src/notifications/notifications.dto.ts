import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class SiteNotificationsQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 100, default: 50 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

export class UpdatePreferencesDto {
  @ApiPropertyOptional({ description: 'Announcements by e-mail (deadlines, results, organisers’ messages)' })
  @IsOptional()
  @IsBoolean()
  announcementsEmail?: boolean;

  @ApiPropertyOptional({ description: 'Announcements by SMS' })
  @IsOptional()
  @IsBoolean()
  announcementsSms?: boolean;
}

export class PreferencesDto {
  @ApiProperty()
  announcementsEmail!: boolean;

  @ApiProperty()
  announcementsSms!: boolean;
}

export class SiteNotificationDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'entry_verified' })
  kind!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  body!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: Date;
}

export class SiteNotificationListDto {
  @ApiProperty({ type: [SiteNotificationDto] })
  items!: SiteNotificationDto[];
}

export class UnsubscribeQueryDto {
  @IsString()
  @MaxLength(200)
  token!: string;
}
