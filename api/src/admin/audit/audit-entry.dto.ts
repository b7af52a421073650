import { ApiProperty } from '@nestjs/swagger';

export class AuditEntryDto {
  @ApiProperty({ example: '42' })
  id!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  actorId!: string | null;

  @ApiProperty()
  actorEmail!: string;

  @ApiProperty({ type: String, nullable: true, description: "The console account's display name, if it has one" })
  actorName!: string | null;

  @ApiProperty({ example: 'entry.reject', description: '`resource.verb`' })
  action!: string;

  @ApiProperty({ example: 'entries' })
  resource!: string;

  @ApiProperty({ type: String, nullable: true })
  resourceId!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Anjali Rao · https://www.instagram.com/reel/C0ffee/',
    description: 'The record acted on, as people name it (null when it no longer exists)',
  })
  target!: string | null;

  @ApiProperty({ description: 'The record before the change (any JSON; null for a creation)', nullable: true })
  before!: unknown;

  @ApiProperty({ description: 'The record after the change (any JSON)', nullable: true })
  after!: unknown;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
}
