import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';
import { PhoneCodeRequestDto } from '../auth/auth.dto';

/** POST /me/phone/start: the same body as a phone sign-in code request. */
export class PhoneStartDto extends PhoneCodeRequestDto {}

/** POST /me/phone/verify: the number and the code sent to it. */
export class PhoneVerifyDto {
  @ApiProperty({ example: '+919876543210' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(32)
  phone!: string;

  @ApiProperty({ example: '123456' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'code must be the 6 digits we sent' })
  code!: string;
}

export class VoteAcceptedDto {
  @ApiProperty({ description: "The entry's votes in the round being voted on, this one included" })
  votes!: number;

  @ApiProperty({ type: String, nullable: true, description: 'When this voter may vote for this entry again' })
  nextVoteAt!: string | null;
}
