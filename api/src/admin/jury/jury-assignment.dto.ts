import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsIn, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

export class CreateAssignmentDto {
  @ApiProperty({ enum: [3, 4] })
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

export class AutoAssignDto {
  @ApiProperty({ enum: [3, 4] })
  @IsInt()
  @Min(1)
  @Max(4)
  roundId!: number;

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
  @ApiPropertyOptional({ enum: [3, 4], description: 'One jury round (default: both)' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value))
  @IsIn([3, 4])
  roundId?: number;
}
