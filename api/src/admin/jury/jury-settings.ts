import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdateJurySettingsDto {
  @ApiProperty({ description: "Whether jurors see entries' views and likes while they score this round" })
  @IsBoolean()
  showMetricsToJury!: boolean;
}

export interface JurySettingsRow {
  /** The round (3 or 4). */
  id: number;
  showMetricsToJury: boolean;
  updatedAt: Date;
}
