import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { SITE_LANGUAGE_ENUM, SITE_LANGUAGES, SiteLanguage, TRANSLATED_LANGUAGES } from '../common/languages';
import { LANGUAGE_REVIEW_STATES, type LanguageStatus } from './content-document';

/** `?lang=`: which language of the organisers' texts to serve (English where they wrote none). */
export class ContentQuery {
  @ApiPropertyOptional({ ...SITE_LANGUAGE_ENUM, default: 'en' })
  @IsOptional()
  @IsIn(SITE_LANGUAGES)
  lang?: SiteLanguage;
}

/** A film on the landing page: a file on this site with its poster… */
export class VideoFilmDto {
  @ApiProperty({ enum: ['video'] })
  kind!: 'video';

  @ApiProperty()
  url!: string;

  @ApiProperty({ type: String, nullable: true })
  posterUrl!: string | null;
}

/** …or an Instagram post. */
export class InstagramFilmDto {
  @ApiProperty({ enum: ['instagram'] })
  kind!: 'instagram';

  @ApiProperty()
  url!: string;
}

const FILM = {
  oneOf: [{ $ref: getSchemaPath(VideoFilmDto) }, { $ref: getSchemaPath(InstagramFilmDto) }],
  discriminator: {
    propertyName: 'kind',
    mapping: { video: getSchemaPath(VideoFilmDto), instagram: getSchemaPath(InstagramFilmDto) },
  },
  nullable: true,
};

/** English, and each other site language once translated (missing or null: the English shows). */
export class LocalisedTextDto {
  @ApiProperty()
  en!: string;
}
for (const code of TRANSLATED_LANGUAGES) {
  ApiPropertyOptional({ type: String, nullable: true })(LocalisedTextDto.prototype, code);
}

/** Per translated language: a draft awaiting an organiser's review, or reviewed. */
class LanguageStatusDto {}
for (const code of TRANSLATED_LANGUAGES) {
  ApiProperty({ enum: LANGUAGE_REVIEW_STATES, enumName: 'LanguageReviewState' })(LanguageStatusDto.prototype, code);
}

// The published content, in one language (GET /content/site).

export class OrganiserDto {
  @ApiProperty()
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  logoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  emblemUrl!: string | null;
}

export class PartnerDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  url!: string;

  @ApiProperty()
  logoUrl!: string;
}

export class PrizeDto {
  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;
}

export class JuryMemberDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  photoUrl!: string | null;

  @ApiProperty()
  bio!: string;
}

export class FaqItemDto {
  @ApiProperty()
  question!: string;

  @ApiProperty()
  answer!: string;
}

export class LegalDatesDto {
  @ApiProperty({ format: 'date' })
  termsUpdated!: string;

  @ApiProperty({ format: 'date' })
  privacyUpdated!: string;
}

export class SignatoryDto {
  @ApiProperty()
  name!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  signatureUrl!: string | null;
}

export class CertificateContentDto {
  @ApiProperty()
  organiserName!: string;

  @ApiProperty({ type: String, nullable: true })
  logoUrl!: string | null;

  @ApiProperty({ type: [SignatoryDto] })
  signatories!: SignatoryDto[];
}

@ApiExtraModels(VideoFilmDto, InstagramFilmDto)
export class PublicContentDto {
  @ApiProperty(SITE_LANGUAGE_ENUM)
  language!: SiteLanguage;

  @ApiProperty({ ...SITE_LANGUAGE_ENUM, isArray: true, description: 'The languages the site offers (English first)' })
  languages!: SiteLanguage[];

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty()
  contestName!: string;

  @ApiProperty()
  tagline!: string;

  @ApiProperty({ type: OrganiserDto })
  organiser!: OrganiserDto;

  @ApiProperty({ type: PartnerDto, nullable: true })
  partner!: PartnerDto | null;

  @ApiProperty({ type: String, nullable: true })
  supportEmail!: string | null;

  @ApiProperty({ type: [PrizeDto] })
  prizes!: PrizeDto[];

  @ApiProperty()
  awardsText!: string;

  @ApiProperty({ type: [JuryMemberDto] })
  jury!: JuryMemberDto[];

  @ApiProperty(FILM)
  introFilm!: VideoFilmDto | InstagramFilmDto | null;

  @ApiProperty(FILM)
  sampleFilm!: VideoFilmDto | InstagramFilmDto | null;

  @ApiProperty()
  shareText!: string;

  @ApiProperty({ type: [FaqItemDto] })
  faq!: FaqItemDto[];

  @ApiProperty({ type: LegalDatesDto })
  legal!: LegalDatesDto;

  @ApiProperty({ type: CertificateContentDto })
  certificate!: CertificateContentDto;
}

// The document in every language, as the console reads and writes it (GET/PUT /admin/content/1).

export class OrganiserRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  name!: LocalisedTextDto;

  @ApiProperty({ type: String, nullable: true })
  logoUrl!: string | null;

  @ApiProperty({ type: String, nullable: true })
  emblemUrl!: string | null;
}

export class PartnerRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  name!: LocalisedTextDto;

  @ApiProperty()
  url!: string;

  @ApiProperty()
  logoUrl!: string;
}

export class PrizeRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  title!: LocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  description!: LocalisedTextDto;
}

export class JuryMemberRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  name!: LocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  title!: LocalisedTextDto;

  @ApiProperty({ type: String, nullable: true })
  photoUrl!: string | null;

  @ApiProperty({ type: LocalisedTextDto })
  bio!: LocalisedTextDto;
}

export class FaqItemRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  question!: LocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  answer!: LocalisedTextDto;
}

export class SignatoryRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  name!: LocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  title!: LocalisedTextDto;

  @ApiProperty({ type: String, nullable: true, description: 'A signature image on this site, e.g. /media/….webp' })
  signatureUrl!: string | null;
}

/** What the certificates print: who awards them, their logo and up to three signatories. */
export class CertificateContentRecordDto {
  @ApiProperty({ type: LocalisedTextDto })
  organiserName!: LocalisedTextDto;

  @ApiProperty({ type: String, nullable: true })
  logoUrl!: string | null;

  @ApiProperty({ type: [SignatoryRecordDto], maxItems: 3 })
  signatories!: SignatoryRecordDto[];
}

@ApiExtraModels(VideoFilmDto, InstagramFilmDto)
export class ContentRecordDto {
  @ApiProperty({ example: 1 })
  id!: number;

  @ApiProperty({ description: 'Incremented on every save' })
  version!: number;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  @ApiProperty({ type: LocalisedTextDto })
  contestName!: LocalisedTextDto;

  @ApiProperty({ type: LocalisedTextDto })
  tagline!: LocalisedTextDto;

  @ApiProperty({ type: OrganiserRecordDto })
  organiser!: OrganiserRecordDto;

  @ApiProperty({ type: PartnerRecordDto, nullable: true })
  partner!: PartnerRecordDto | null;

  @ApiProperty({ type: String, nullable: true })
  supportEmail!: string | null;

  @ApiProperty({ type: [PrizeRecordDto] })
  prizes!: PrizeRecordDto[];

  @ApiProperty({ type: LocalisedTextDto })
  awardsText!: LocalisedTextDto;

  @ApiProperty({ type: [JuryMemberRecordDto] })
  jury!: JuryMemberRecordDto[];

  @ApiProperty(FILM)
  introFilm!: VideoFilmDto | InstagramFilmDto | null;

  @ApiProperty(FILM)
  sampleFilm!: VideoFilmDto | InstagramFilmDto | null;

  @ApiProperty({ type: LocalisedTextDto })
  shareText!: LocalisedTextDto;

  @ApiProperty({ type: [FaqItemRecordDto] })
  faq!: FaqItemRecordDto[];

  @ApiProperty({ type: LegalDatesDto })
  legal!: LegalDatesDto;

  @ApiProperty({ type: CertificateContentRecordDto })
  certificate!: CertificateContentRecordDto;

  @ApiProperty({
    ...SITE_LANGUAGE_ENUM,
    isArray: true,
    description: 'The languages the site offers; English is always added',
  })
  languages!: SiteLanguage[];

  @ApiProperty({ type: LanguageStatusDto })
  languageStatus!: LanguageStatus;
}
