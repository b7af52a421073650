import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { CREATOR_CATEGORIES, CreatorCategory } from '../profile/participant.entity';

export class ParticipantBlockDto {
  @ApiProperty({ description: 'true blocks the participant and signs them out everywhere; false unblocks' })
  @IsBoolean()
  blocked!: boolean;
}

export class ParticipantRowDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true })
  phoneNumber!: string | null;

  @ApiProperty({ type: String, nullable: true })
  stateProvince!: string | null;

  @ApiProperty({ enum: CREATOR_CATEGORIES, enumName: 'CreatorCategory', nullable: true })
  creatorCategory!: CreatorCategory | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Their Instagram handle: the proven account once verified',
  })
  instagramHandle!: string | null;

  @ApiProperty({ description: 'Whether the handle is an account proven theirs (else only typed: unverified)' })
  instagramVerified!: boolean;

  @ApiProperty({ description: "The code that, in a post's caption, proves the post's account theirs" })
  ownershipCode!: string;

  @ApiProperty()
  profileComplete!: boolean;

  @ApiProperty()
  blocked!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  blockedAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ description: 'How many entries they have submitted' })
  entries!: number;
}

export class IdentityDto {
  @ApiProperty({ enum: ['google', 'phone', 'email'], enumName: 'IdentityProvider' })
  provider!: string;

  @ApiProperty()
  subject!: string;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  lastUsedAt!: Date;
}

export class ParticipantDetailDto extends ParticipantRowDto {
  @ApiProperty({ type: [IdentityDto], description: 'How they sign in' })
  identities!: IdentityDto[];
}
