import { ApiProperty } from '@nestjs/swagger';
import { Equals, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { SITE_LANGUAGE_ENUM, SITE_LANGUAGES, SiteLanguage } from '../common/languages';
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

  @ApiProperty({
    example: '2025-09-15',
    description: 'The consent version the form showed (`submission.consentVersion`)',
  })
  @IsString({ message: 'The consent version must be text' })
  @MaxLength(40, { message: 'The consent version is at most 40 characters' })
  consentVersion!: string;

  @ApiProperty({
    ...SITE_LANGUAGE_ENUM,
    description: 'The language the consent was read in',
  })
  @IsIn(SITE_LANGUAGES, { message: `The consent language must be one of ${SITE_LANGUAGES.join(', ')}` })
  language!: SiteLanguage;
}
