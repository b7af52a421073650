import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, Length, Matches, MaxLength, ValidateBy, ValidateIf } from 'class-validator';
import { EMAIL_MAX_LENGTH } from './email-address';
import { HANDLE_MAX_LENGTH, normaliseInstagramHandle } from './instagram-handle';
import { CREATOR_CATEGORIES, CreatorCategory } from './participant.entity';
import { INDIAN_STATES, IndianState } from './states';
import { SITE_LANGUAGE_ENUM, SITE_LANGUAGES, SiteLanguage } from '../common/languages';

// Absent means "unchanged"; null or blank is refused, so a stored value can never be cleared.
const present = ValidateIf((_: unknown, value: unknown) => value !== undefined);
const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** POST /me/profile: only the fields that changed (docs/product.md §7). */
export class UpdateProfileDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 80, example: 'Asha Rao' })
  @present
  @trimmed
  @IsString()
  @Length(2, 80, { message: 'name must be between 2 and 80 characters' })
  @Matches(/^[^\p{Cc}\p{Cf}\p{Zl}\p{Zp}]*$/u, { message: 'name must not contain control characters' })
  name?: string;

  @ApiPropertyOptional({ maxLength: EMAIL_MAX_LENGTH, example: 'asha@example.com' })
  @present
  @trimmed
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  email?: string;

  @ApiPropertyOptional({ enum: CREATOR_CATEGORIES, enumName: 'CreatorCategory' })
  @present
  @IsIn(CREATOR_CATEGORIES, { message: `creatorCategory must be one of: ${CREATOR_CATEGORIES.join(', ')}` })
  creatorCategory?: CreatorCategory;

  @ApiPropertyOptional({ enum: INDIAN_STATES, enumName: 'IndianState' })
  @present
  @IsIn(INDIAN_STATES, { message: 'stateProvince must be one of the 36 states and union territories' })
  stateProvince?: IndianState;

  @ApiPropertyOptional({
    maxLength: HANDLE_MAX_LENGTH,
    example: 'asha.rao',
    description: 'Instagram username; a leading @ is accepted and dropped; stored lower-case',
  })
  @present
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? (normaliseInstagramHandle(value) ?? value) : value,
  )
  @ValidateBy({
    name: 'instagramHandle',
    validator: {
      validate: (value: unknown) => typeof value === 'string' && normaliseInstagramHandle(value) === value,
      defaultMessage: () =>
        'instagramHandle must be an Instagram username: 1-30 letters, digits, full stops and underscores, not starting or ending with a full stop, no two full stops in a row',
    },
  })
  instagramHandle?: string;

  @ApiPropertyOptional({
    ...SITE_LANGUAGE_ENUM,
    description: 'The language messages go out in (the site sends its own)',
  })
  @present
  @IsIn(SITE_LANGUAGES)
  language?: SiteLanguage;
}

export class ProfileViewDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  name!: string | null;

  @ApiProperty({ type: String, nullable: true })
  email!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'National number, without the country code' })
  phoneNumber!: string | null;

  @ApiProperty({ example: '+91' })
  phoneCountryCode!: string;

  @ApiProperty({ type: String, nullable: true, description: 'As listed by GET /profile/states' })
  stateProvince!: string | null;

  @ApiProperty({ enum: CREATOR_CATEGORIES, enumName: 'CreatorCategory', nullable: true })
  creatorCategory!: CreatorCategory | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Lower-case, without the `@`; null until given. Once verified it is the proven account and is locked',
  })
  instagramHandle!: string | null;

  @ApiProperty({
    description:
      'true once the handle is an account proven theirs (their ownership code seen in one of its captions); ' +
      'until then it is only typed, unverified',
  })
  instagramVerified!: boolean;

  @ApiProperty({
    example: 'AFC-7KQ2XM',
    description: "Put in a post's caption, it proves the post's Instagram account is theirs",
  })
  ownershipCode!: string;

  @ApiProperty()
  profileComplete!: boolean;

  @ApiProperty({ ...SITE_LANGUAGE_ENUM, description: 'The language messages go out in' })
  language!: SiteLanguage;
}

export class CreatorCategoryOptionDto {
  @ApiProperty({ enum: CREATOR_CATEGORIES, enumName: 'CreatorCategory' })
  value!: CreatorCategory;

  @ApiProperty({ example: 'Nano' })
  label!: string;

  @ApiProperty({ example: '0-10K', description: 'Follower range as the site shows it' })
  followers!: string;

  @ApiProperty()
  minFollowers!: number;

  @ApiProperty({ type: Number, nullable: true, description: 'Exclusive; null for the open-ended top tier' })
  maxFollowers!: number | null;
}

export class CreatorCategoryListDto {
  @ApiProperty({ type: [CreatorCategoryOptionDto] })
  items!: CreatorCategoryOptionDto[];
}

export class StateListDto {
  @ApiProperty({ enum: INDIAN_STATES, enumName: 'IndianState', isArray: true })
  items!: IndianState[];
}
