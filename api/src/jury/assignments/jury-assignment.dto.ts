import { ApiProperty, ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { JURY_ROUNDS } from '../../contest/round-ranking';
import { ASSIGNMENT_STATES, AssignmentState } from './jury-assignment.entity';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class CreateAssignmentDto {
  @ApiProperty({ enum: JURY_ROUNDS, enumName: 'JuryRound' })
  @IsInt()
  @Min(1)
  @Max(4)
  roundId!: number;

  @ApiProperty()
  @IsUUID()
  submissionId!: string;

  @ApiProperty()
  @IsUUID()
  jurorId!: string;
}

export class AutoAssignDto extends PickType(CreateAssignmentDto, ['roundId']) {
  @ApiProperty({ minimum: 1, maximum: 20, description: 'How many jurors should mark each entry' })
  @IsInt()
  @Min(1)
  @Max(20)
  jurorsPerEntry!: number;

  @ApiPropertyOptional({ type: [String], description: 'Only these jurors (default: every active juror)' })
  @IsOptional()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ArrayUnique()
  @IsUUID('all', { each: true })
  jurorIds?: string[];
}

export class JuryProgressQueryDto {
  @ApiPropertyOptional({ enum: JURY_ROUNDS, enumName: 'JuryRound', description: 'One jury round (default: both)' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value,
  )
  @IsIn(JURY_ROUNDS)
  roundId?: number;
}

export class AssignmentRowDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: JURY_ROUNDS, enumName: 'JuryRound' })
  roundId!: number;

  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ format: 'uuid' })
  jurorId!: string;

  @ApiProperty()
  jurorEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  jurorName!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ enum: ASSIGNMENT_STATES, enumName: 'AssignmentState' })
  state!: AssignmentState;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  scoreId!: string | null;

  @ApiProperty({ description: "The round is closed: the juror's work on it is final (read-only)" })
  roundClosed!: boolean;

  @ApiProperty()
  instagramUrl!: string;

  @ApiProperty()
  category!: string;
}

export class JuryWorkloadDto {
  @ApiProperty()
  assigned!: number;

  @ApiProperty()
  scored!: number;

  @ApiProperty()
  abstained!: number;

  @ApiProperty()
  toScore!: number;
}

/** A juror's workload, naming the juror as the assignments list does. */
export class JurorProgressDto extends IntersectionType(
  JuryWorkloadDto,
  PickType(AssignmentRowDto, ['jurorId', 'jurorEmail', 'jurorName']),
) {
  @ApiProperty()
  disabled!: boolean;
}

export class JuryProgressDto {
  @ApiProperty({ type: Number, nullable: true, description: 'null: both jury rounds' })
  roundId!: number | null;

  @ApiProperty({ type: JuryWorkloadDto })
  totals!: JuryWorkloadDto;

  @ApiProperty({ type: [JurorProgressDto] })
  jurors!: JurorProgressDto[];
}

export class AssignmentShortfallDto {
  @ApiProperty({ format: 'uuid' })
  submissionId!: string;

  @ApiProperty({ description: 'Jurors still missing (not enough without a conflict)' })
  missing!: number;
}

export class AutoAssignResultDto {
  @ApiProperty()
  created!: number;

  @ApiProperty({ type: [AssignmentShortfallDto] })
  shortfalls!: AssignmentShortfallDto[];
}
