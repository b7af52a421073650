import { MigrationInterface, QueryRunner } from 'typeorm';

type Texts = {
  title: string;
  description: string;
  evaluationMethod: string;
  participantsLabel: string;
  videoRule?: string;
};

/** The seeded rounds' texts (as reworded by 1763602100100) and their Hindi, in the site catalogue's words. */
const SEEDED: Array<[id: number, english: Texts, hindi: Texts]> = [
  [
    1,
    {
      title: 'Open Submissions',
      description:
        'Create a 60-second AI-generated film on the life, action, philosophy or policies of the Prime Minister, post it on Instagram and submit the link. Open to every creator.',
      evaluationMethod: 'Video views and public voting',
      participantsLabel: 'Open Submissions',
      videoRule: 'Exactly 60 seconds',
    },
    {
      title: 'खुली प्रविष्टियाँ',
      description:
        'प्रधानमंत्री के जीवन, कार्य, दर्शन या नीतियों पर एआई से बनी 60 सेकंड की फ़िल्म बनाइए, उसे Instagram पर पोस्ट कीजिए और लिंक जमा कीजिए। हर रचनाकार के लिए खुला।',
      evaluationMethod: 'वीडियो व्यूज़ और सार्वजनिक वोटिंग',
      participantsLabel: 'खुली प्रविष्टियाँ',
      videoRule: 'ठीक 60 सेकंड',
    },
  ],
  [
    2,
    {
      title: 'Top 500 Shortlist',
      description: 'The Top 500 creators make a longer film of 2 to 3 minutes.',
      evaluationMethod: 'Video views and public voting',
      participantsLabel: 'Top 500',
      videoRule: '2 to 3 minutes',
    },
    {
      title: 'शीर्ष 500 की सूची',
      description: 'शीर्ष 500 रचनाकार 2 से 3 मिनट की एक लंबी फ़िल्म बनाते हैं।',
      evaluationMethod: 'वीडियो व्यूज़ और सार्वजनिक वोटिंग',
      participantsLabel: 'शीर्ष 500',
      videoRule: '2 से 3 मिनट',
    },
  ],
  [
    3,
    {
      title: "India's Top 100",
      description: 'The Top 100 films are reviewed by the jury panel; results are announced when the round ends.',
      evaluationMethod: 'Video views and a jury panel',
      participantsLabel: 'Top 100',
    },
    {
      title: 'भारत के शीर्ष 100',
      description: 'शीर्ष 100 फ़िल्मों की समीक्षा जूरी पैनल करता है; परिणाम राउंड समाप्त होने पर घोषित किए जाते हैं।',
      evaluationMethod: 'वीडियो व्यूज़ और जूरी पैनल',
      participantsLabel: 'शीर्ष 100',
    },
  ],
  [
    4,
    {
      title: 'AI Film Festival Grand Finale',
      description: 'The 20 finalists show their films at the AI Film Festival in New Delhi.',
      evaluationMethod: 'Jury panel',
      participantsLabel: 'Top 20',
    },
    {
      title: 'एआई फ़िल्म महोत्सव ग्रैंड फ़िनाले',
      description: '20 फ़ाइनलिस्ट नई दिल्ली के एआई फ़िल्म महोत्सव में अपनी फ़िल्में दिखाते हैं।',
      evaluationMethod: 'जूरी पैनल',
      participantsLabel: 'शीर्ष 20',
    },
  ],
];

const COLUMNS: Record<keyof Texts, string> = {
  title: 'title',
  description: 'description',
  evaluationMethod: 'evaluation_method',
  participantsLabel: 'participants_label',
  videoRule: 'video_rule',
};

/**
 * The rounds' texts in Hindi, beside the English ones: a Hindi page showed the rounds in English. Each seeded
 * text gets its Hindi only while its English is still exactly as seeded, so an organiser's own English is
 * never paired with a translation of something else; they write the rest in the console.
 */
export class RoundTextsInHindi1763610000000 implements MigrationInterface {
  name = 'RoundTextsInHindi1763610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rounds ADD COLUMN hindi jsonb NOT NULL DEFAULT '{}'`);
    for (const [id, english, hindi] of SEEDED) {
      for (const field of Object.keys(hindi) as Array<keyof Texts>) {
        await queryRunner.query(
          `UPDATE rounds SET hindi = hindi || jsonb_build_object($3::text, $4::text)
            WHERE id = $1 AND ${COLUMNS[field]} = $2`,
          [id, english[field], field, hindi[field]],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rounds DROP COLUMN hindi`);
  }
}
