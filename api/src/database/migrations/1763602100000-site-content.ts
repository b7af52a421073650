import { MigrationInterface, QueryRunner } from 'typeorm';

const text = (en: string) => ({ en, hi: null });

/**
 * The organisers' starting content: the texts the site carried before they became editable (docs/product.md §1
 * and §9). No dates: every date the site shows comes from the rounds. The support address is left empty for
 * the organisers to set (the site then shows no address rather than a made-up one).
 */
const STARTING_CONTENT = {
  contestName: text('AI Film Contest'),
  tagline: text('National AI Short-Film Contest'),
  organiser: { name: text('AI Film Contest'), logoUrl: null, emblemUrl: null },
  partner: null,
  supportEmail: null,
  prizes: [
    { title: text('Monetary Prizes'), description: text('Cash rewards for the winning films.') },
    { title: text('More coming soon'), description: text('Further prizes will be announced as the contest goes on.') },
  ],
  awardsText: text(
    'Winners of prizes above ₹10,000 must provide a tax certificate. Prizes go to the individual who entered.',
  ),
  jury: [],
  introFilm: null,
  sampleFilm: null,
  shareText: text(
    "Create a 60-second AI film on the Prime Minister's life, action, philosophy and policies, and climb the national leaderboard.",
  ),
  faq: [
    [
      'Who can take part?',
      'Indian citizens aged 18 or older, entering as individuals (no teams). Creators of every follower size are welcome.',
    ],
    ['Which language can my film be in?', 'Any Indian language. English subtitles are mandatory.'],
    [
      'How long should my video be?',
      'Round 1 films are exactly 60 seconds; Round 2 films are 2 to 3 minutes. The terms of service state a maximum length of 60 seconds.',
    ],
    [
      'Which format and quality are required?',
      'The guidelines ask for HD video of at least 720p, in MP4, with clear audio. The terms of service state 1080p video in MP4, MOV or AVI, at most 500 MB. A 1080p MP4 file under 500 MB meets both.',
    ],
    [
      'What content is not allowed?',
      'Nudity, hate speech, partisan politics, disinformation, content against Indian values, and plagiarised or copyrighted material.',
    ],
    [
      'How do the rounds work?',
      'Round 1 is open to all with a 60-second film. The Top 500 go on to Round 2 with a 2 to 3 minute film, then India’s Top 100 in Round 3, and 20 finalists show their films at the AI Film Festival Grand Finale in New Delhi.',
    ],
    [
      'How are entries judged?',
      'Rounds 1 and 2 are decided by video views and public voting, Round 3 by views and a jury panel, and Round 4 by a jury panel. The jury weighs creativity and innovation 40%, cultural authenticity 30%, technical excellence 30%.',
    ],
    [
      'What can I win?',
      'Monetary prizes, with more to be announced soon. Winners of prizes above ₹10,000 must provide a tax certificate.',
    ],
    [
      'How do I contact the organisers?',
      'Write to the support address shown at the foot of every page. Grievances are answered within 30 days.',
    ],
  ].map(([question, answer]) => ({ question: text(question), answer: text(answer) })),
  legal: { termsUpdated: '2025-09-15', privacyUpdated: '2025-09-15' },
};

/** The organisers' editable content: one row holding a checked JSON document (api/src/content). */
export class SiteContent1763602100000 implements MigrationInterface {
  name = 'SiteContent1763602100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE site_content (
        id smallint PRIMARY KEY CHECK (id = 1),
        document jsonb NOT NULL,
        version int NOT NULL DEFAULT 1,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO site_content (id, document) VALUES (1, $1)`, [
      JSON.stringify(STARTING_CONTENT),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE site_content`);
  }
}
