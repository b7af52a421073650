import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';

export const CHECK_STATUSES = ['up', 'down', 'disabled'] as const;

/** One dependency's state (CheckResult): `error` when down, `reason` when disabled. */
export class HealthCheckDto {
  @ApiProperty({ enum: CHECK_STATUSES, enumName: 'CheckStatus' })
  status!: (typeof CHECK_STATUSES)[number];

  @ApiProperty({ required: false, description: 'Why it is down' })
  error?: string;

  @ApiProperty({ required: false, description: 'Why it is disabled' })
  reason?: string;
}

@ApiExtraModels(HealthCheckDto)
export class HealthDto {
  @ApiProperty({ enum: ['ok'] })
  status!: 'ok';

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(HealthCheckDto) },
    description: 'By dependency: database, redis, metrics…',
  })
  checks!: Record<string, HealthCheckDto>;
}

/** The liveness answer: the process's event loop runs; nothing else is asked. */
export class LivenessDto {
  @ApiProperty({ enum: ['alive'] })
  status!: 'alive';
}

@ApiExtraModels(HealthCheckDto)
export class ReadinessDto {
  @ApiProperty({ enum: ['ready'] })
  status!: 'ready';

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(HealthCheckDto) },
    description: 'Postgres (database) and Redis (redis), the dependencies no request can do without',
  })
  checks!: Record<string, HealthCheckDto>;
}
