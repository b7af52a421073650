import { TIE_BREAKS, TieBreak } from './jury-results';
import { ApiProperty } from '@nestjs/swagger';

/** One entry of a jury round's ranking (GET /admin/results). */
export class ResultRowDto {
  @ApiProperty({ format: 'uuid', description: "The entry's id" })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty()
  roundId!: number;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty({ type: String, nullable: true })
  author!: string | null;

  @ApiProperty()
  category!: string;

  @ApiProperty()
  jurorCount!: number;

  @ApiProperty()
  abstentions!: number;

  @ApiProperty({ type: Number, nullable: true })
  meanCreativity!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  meanCulturalAuthenticity!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  meanTechnicalExcellence!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'Mean weighted mark, 0–10' })
  juryScore!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'After per-juror z-scores, 0–10; null unless asked' })
  juryScoreNormalised!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  views!: number | null;

  @ApiProperty({ type: Number, nullable: true, description: "0–10, relative to the round's most-viewed entry" })
  viewsScore!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  finalScore!: number | null;

  @ApiProperty()
  rank!: number;

  @ApiProperty({
    enum: TIE_BREAKS,
    enumName: 'TieBreak',
    nullable: true,
    description:
      'Set when another entry has the same final score: what decided their order (higher jury score, then higher creativity mark, then the earlier entry)',
  })
  tieBreak!: TieBreak | null;

  @ApiProperty()
  normalised!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Round 3: the share of views in the final score' })
  viewsWeight!: number | null;
}
