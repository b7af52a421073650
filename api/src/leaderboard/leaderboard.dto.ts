import { ApiProperty } from '@nestjs/swagger';
import { SAMPLE_SOURCES, SampleSource } from '../metrics/providers/metrics-provider';
import { BOARD_SOURCES, BoardSource } from './leaderboard-board';

export class DisplayNameDto {
  @ApiProperty()
  displayName!: string;
}

export class BoardMetricsDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null: no figures yet' })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'null: no figures yet, or hidden by the owner' })
  likes!: number | null;

  @ApiProperty({ description: "Public votes counted in the board's round when the snapshot was taken" })
  votes!: number;

  @ApiProperty({ enum: SAMPLE_SOURCES, enumName: 'SampleSource', nullable: true })
  source!: SampleSource | null;
}

export class LeaderboardItemDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty()
  rank!: number;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty({ type: DisplayNameDto })
  user!: DisplayNameDto;

  @ApiProperty({ type: BoardMetricsDto })
  metrics!: BoardMetricsDto;

  @ApiProperty()
  category!: string;

  @ApiProperty({ type: String, nullable: true })
  creatorCategory!: string | null;

  @ApiProperty({ type: String, nullable: true })
  state!: string | null;

  @ApiProperty({ format: 'date-time' })
  submittedAt!: string;
}

/** GET /leaderboard and GET /leaderboard/me. */
export class LeaderboardDto {
  @ApiProperty({ type: [LeaderboardItemDto] })
  items!: LeaderboardItemDto[];

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'null: nothing ranked yet' })
  lastUpdated!: string | null;

  @ApiProperty({
    enum: BOARD_SOURCES,
    enumName: 'BoardSource',
    nullable: true,
    description: 'simulated or mixed: demo figures, which the site labels as such',
  })
  source!: BoardSource | null;
}

/** GET /stats. */
export class ContestStatsDto {
  @ApiProperty({ description: 'Ranked entries' })
  entries!: number;

  @ApiProperty()
  totalViews!: number;

  @ApiProperty()
  statesRepresented!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUpdated!: string | null;

  @ApiProperty({ enum: BOARD_SOURCES, enumName: 'BoardSource', nullable: true })
  source!: BoardSource | null;
}
