import { ApiProperty } from '@nestjs/swagger';
import { VOTE_ONCE_PER } from './round.entity';

export class RoundVotingDto {
  @ApiProperty()
  enabled!: boolean;

  @ApiProperty({ enum: VOTE_ONCE_PER, enumName: 'VoteOncePer' })
  oncePer!: (typeof VOTE_ONCE_PER)[number];

  @ApiProperty()
  dailyAllowance!: number;

  @ApiProperty()
  viewsWeightPercent!: number;

  @ApiProperty()
  votesWeightPercent!: number;
}

export class RoundViewDto {
  @ApiProperty()
  id!: number;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  phase!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty()
  participants!: string;

  @ApiProperty({ type: Number, nullable: true })
  advanceCount!: number | null;

  @ApiProperty()
  evaluationMethod!: string;

  @ApiProperty({ type: String, nullable: true })
  videoRule!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  startsAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  endsAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When an organiser closed it (possibly before endsAt)',
  })
  closedAt!: string | null;

  @ApiProperty()
  period!: string;

  @ApiProperty({ enum: ['upcoming', 'open', 'closed'], enumName: 'RoundStatus' })
  status!: 'upcoming' | 'open' | 'closed';

  @ApiProperty()
  acceptsSubmissions!: boolean;

  @ApiProperty({ type: RoundVotingDto })
  voting!: RoundVotingDto;
}

export class RuleSectionDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: [String] })
  items!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'What the terms say where they differ; null if not' })
  termsReading!: string | null;
}

export class JudgingCriterionDto {
  @ApiProperty({
    enum: ['creativity_and_innovation', 'cultural_authenticity', 'technical_excellence'],
    enumName: 'JudgingCriterionName',
  })
  criterion!: 'creativity_and_innovation' | 'cultural_authenticity' | 'technical_excellence';

  @ApiProperty()
  label!: string;

  @ApiProperty({ description: 'Percent' })
  weight!: number;
}

export class JudgingDto {
  @ApiProperty({ type: [JudgingCriterionDto] })
  weights!: JudgingCriterionDto[];
}

export class RankingExplanationDto {
  @ApiProperty()
  howItWorks!: string;
}

export class LabelledValueDto {
  @ApiProperty()
  value!: string;

  @ApiProperty()
  label!: string;
}

export class SubmissionRulesDto {
  @ApiProperty()
  open!: boolean;

  @ApiProperty({ type: [String] })
  requiredHashtags!: string[];

  @ApiProperty()
  requiredMention!: string;

  @ApiProperty()
  maxEntriesPerParticipant!: number;

  @ApiProperty({ description: 'The contest’s Instagram account every entrant invites as a Collab collaborator' })
  contestHandle!: string;

  @ApiProperty({ description: 'The version of the consent the entry form asks for; entries send it back' })
  consentVersion!: string;

  @ApiProperty({ type: [String] })
  steps!: string[];
}

/** GET /content/rules. */
export class RulesContentDto {
  @ApiProperty({ type: [RuleSectionDto] })
  rules!: RuleSectionDto[];

  @ApiProperty({ type: JudgingDto })
  judging!: JudgingDto;

  @ApiProperty({ type: RankingExplanationDto })
  ranking!: RankingExplanationDto;

  @ApiProperty({ type: [LabelledValueDto] })
  categories!: LabelledValueDto[];

  @ApiProperty({ type: SubmissionRulesDto })
  submission!: SubmissionRulesDto;

  @ApiProperty({ type: [RoundViewDto] })
  rounds!: RoundViewDto[];

  @ApiProperty({ type: RoundViewDto, nullable: true, description: 'The round in progress now; null between rounds' })
  openRound!: RoundViewDto | null;
}
