import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsNotEmpty, IsString } from 'class-validator';
import { SUBMISSION_CATEGORIES, SubmissionCategory } from '../contest/submission-categories';

/** POST /submissions (docs/product.md §7). The link itself is checked by parseInstagramLink. */
export class CreateSubmissionDto {
  @ApiProperty({ example: 'https://www.instagram.com/reel/C9xYz12AbCd/' })
  @IsString({ message: 'The Instagram post link must be text' })
  @IsNotEmpty({ message: 'Please provide Instagram post link' })
  instagramUrl!: string;

  @ApiProperty({ enum: SUBMISSION_CATEGORIES, enumName: 'SubmissionCategory' })
  @IsIn(SUBMISSION_CATEGORIES, { message: 'Please select a submission category: life, action, philosophy or policies' })
  category!: SubmissionCategory;

  @ApiProperty({ enum: [true], description: 'The caption carries the contest hashtags' })
  @Equals(true, { message: 'Please confirm that your post carries the contest hashtags' })
  hashtagsAdded!: boolean;

  @ApiProperty({ enum: [true], description: 'The participant accepts the contest terms' })
  @Equals(true, { message: 'Please accept the contest terms to submit' })
  consent!: boolean;
}
