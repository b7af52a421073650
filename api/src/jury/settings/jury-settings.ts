import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { JURY_ROUNDS } from '../../contest/round-ranking';

export class UpdateJurySettingsDto {
  @ApiProperty({ description: "Whether jurors see entries' views and likes while they score this round" })
  @IsBoolean()
  showMetricsToJury!: boolean;
}

export class JurySettingsRowDto {
  @ApiProperty({ enum: JURY_ROUNDS, enumName: 'JuryRound', description: 'The round' })
  id!: number;

  @ApiProperty()
  showMetricsToJury!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
}
