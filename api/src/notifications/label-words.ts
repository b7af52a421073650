import type { SiteLanguage, TranslatedLanguage } from '../common/languages';
import { THEME_LABELS } from '../contest/contest-content';
import { roundName } from '../contest/round-schedule';
import type { Round } from '../contest/round.entity';
import type { SubmissionCategory } from '../contest/submission-categories';
import type { TemplateParams } from './notification-templates';

/**
 * What a message names by a key, said in its reader's language when it is rendered: a row holds the key (an
 * entry's `category`, a `roundId` and `nextRoundId`, a grievance's `topic`), so one row reads right in whatever
 * language its participant has when it goes out. Themes and topics are machine drafts except English (the themes
 * as the site's catalogues, web/src/i18n/locales, `categories.*`, say them; the topics in the second person, as
 * messages speak), like the templates under templates/<code>/.
 */
const THEME_WORDS: Record<TranslatedLanguage, Record<SubmissionCategory, string>> = {
  hi: { life: 'जीवन', action: 'कार्य', philosophy: 'दर्शन', policies: 'नीतियाँ' },
  bn: { life: 'জীবন', action: 'কর্ম', philosophy: 'দর্শন', policies: 'নীতি' },
  mr: { life: 'जीवन', action: 'कार्य', philosophy: 'तत्त्वज्ञान', policies: 'धोरणे' },
  te: { life: 'జీవితం', action: 'కార్యాచరణ', philosophy: 'తత్వం', policies: 'విధానాలు' },
  ta: { life: 'வாழ்க்கை', action: 'செயல்', philosophy: 'தத்துவம்', policies: 'கொள்கைகள்' },
  gu: { life: 'જીવન', action: 'કાર્ય', philosophy: 'વિચારધારા', policies: 'નીતિઓ' },
  ur: { life: 'زندگی', action: 'عمل', philosophy: 'فلسفہ', policies: 'پالیسیاں' },
  kn: { life: 'ಜೀವನ', action: 'ಕಾರ್ಯ', philosophy: 'ತತ್ವ', policies: 'ನೀತಿಗಳು' },
  or: { life: 'ଜୀବନ', action: 'କାର୍ଯ୍ୟ', philosophy: 'ଦର୍ଶନ', policies: 'ନୀତି' },
  ml: { life: 'ജീവിതം', action: 'പ്രവർത്തനം', philosophy: 'ദർശനം', policies: 'നയങ്ങൾ' },
  pa: { life: 'ਜੀਵਨ', action: 'ਕਾਰਜ', philosophy: 'ਫ਼ਲਸਫ਼ਾ', policies: 'ਨੀਤੀਆਂ' },
  as: { life: 'জীৱন', action: 'কৰ্ম', philosophy: 'দৰ্শন', policies: 'নীতি' },
};

/**
 * A grievance's topics, as messages know them: grievances/ imports this folder, so it checks the other way that
 * each of its topics has words here (GrievancesService's TOPIC_LABELS).
 */
type MessageTopic = 'entry_decision' | 'personal_data' | 'other';

/** A grievance's topic as a message names it, e.g. "We received your grievance G-1A2B3C4D (…)". */
const TOPIC_WORDS: Record<SiteLanguage, Record<MessageTopic, string>> = {
  en: { entry_decision: 'a decision on your entry', personal_data: 'your personal data', other: 'other' },
  hi: { entry_decision: 'आपकी प्रविष्टि पर लिया गया निर्णय', personal_data: 'आपका व्यक्तिगत डेटा', other: 'अन्य' },
  bn: { entry_decision: 'আপনার এন্ট্রি সম্পর্কে একটি সিদ্ধান্ত', personal_data: 'আপনার ব্যক্তিগত তথ্য', other: 'অন্যান্য' },
  mr: { entry_decision: 'तुमच्या प्रवेशिकेवरील निर्णय', personal_data: 'तुमचा वैयक्तिक डेटा', other: 'इतर' },
  te: { entry_decision: 'మీ ఎంట్రీపై ఒక నిర్ణయం', personal_data: 'మీ వ్యక్తిగత డేటా', other: 'ఇతర విషయం' },
  ta: { entry_decision: 'உங்கள் படைப்பு குறித்த ஒரு முடிவு', personal_data: 'உங்கள் தனிப்பட்ட தரவு', other: 'பிற' },
  gu: { entry_decision: 'તમારી એન્ટ્રી અંગેનો નિર્ણય', personal_data: 'તમારો વ્યક્તિગત ડેટા', other: 'અન્ય' },
  ur: { entry_decision: 'آپ کی انٹری پر کوئی فیصلہ', personal_data: 'آپ کا ذاتی ڈیٹا', other: 'دیگر' },
  kn: { entry_decision: 'ನಿಮ್ಮ ಎಂಟ್ರಿಯ ಕುರಿತ ಒಂದು ನಿರ್ಧಾರ', personal_data: 'ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಡೇಟಾ', other: 'ಇತರೆ' },
  or: { entry_decision: 'ଆପଣଙ୍କ ଏଣ୍ଟ୍ରି ଉପରେ ଏକ ନିଷ୍ପତ୍ତି', personal_data: 'ଆପଣଙ୍କ ବ୍ୟକ୍ତିଗତ ତଥ୍ୟ', other: 'ଅନ୍ୟାନ୍ୟ' },
  ml: {
    entry_decision: 'നിങ്ങളുടെ എൻട്രിയെക്കുറിച്ചുള്ള ഒരു തീരുമാനം',
    personal_data: 'നിങ്ങളുടെ വ്യക്തിഗത ഡാറ്റ',
    other: 'മറ്റുള്ളവ',
  },
  pa: { entry_decision: 'ਤੁਹਾਡੀ ਐਂਟਰੀ ਬਾਰੇ ਕੋਈ ਫ਼ੈਸਲਾ', personal_data: 'ਤੁਹਾਡਾ ਨਿੱਜੀ ਡਾਟਾ', other: 'ਹੋਰ' },
  as: {
    entry_decision: 'আপোনাৰ প্ৰৱিষ্টিৰ বিষয়ে লোৱা এটা সিদ্ধান্ত',
    personal_data: 'আপোনাৰ ব্যক্তিগত তথ্য',
    other: 'অন্যান্য',
  },
};

/**
 * "Round {n}" in each language, for a round named in a language its organisers wrote no phase in (the `phase`
 * column is English). The same words as a certificate's (certificates/certificate-words.ts).
 */
const ROUND_WORDS: Record<TranslatedLanguage, { round: string }> = {
  hi: { round: 'राउंड {n}' },
  bn: { round: 'রাউন্ড {n}' },
  mr: { round: 'फेरी {n}' },
  te: { round: 'రౌండ్ {n}' },
  ta: { round: 'சுற்று {n}' },
  gu: { round: 'રાઉન્ડ {n}' },
  ur: { round: 'راؤنڈ {n}' },
  kn: { round: 'ಸುತ್ತು {n}' },
  or: { round: 'ରାଉଣ୍ଡ {n}' },
  ml: { round: 'റൗണ്ട് {n}' },
  pa: { round: 'ਰਾਊਂਡ {n}' },
  as: { round: 'ৰাউণ্ড {n}' },
};

/** A round as a message names it (ContestService.rounds()). */
type RoundTitles = Pick<Round, 'id' | 'phase' | 'title' | 'translations'>;

/** How messages name a grievance's topic in `language` (English for the organisers' reminders). */
export const topicWords = (language: SiteLanguage): Readonly<Record<MessageTopic, string>> => TOPIC_WORDS[language];

/** `table[key]` when the table has that key (a row's key is data: never a property every object has). */
const own = <Key extends string>(table: Readonly<Record<Key, string>>, key: string | undefined): string | undefined =>
  key !== undefined && Object.hasOwn(table, key) ? table[key as Key] : undefined;

function themeWord(language: SiteLanguage, category: string | undefined): string | undefined {
  if (language === 'en') return THEME_LABELS.find((theme) => theme.value === category)?.label;
  return own(THEME_WORDS[language], category);
}

/** "Round 2 (Top 500 Shortlist)"; in another language, its word for the round and the title written in it. */
function roundNameIn(round: RoundTitles, language: SiteLanguage): string {
  if (language === 'en') return roundName(round);
  const phase = ROUND_WORDS[language].round.replace('{n}', String(round.id));
  return `${phase} (${round.translations[language]?.title?.trim() || round.title})`;
}

/** Whether a message names a round by its id, so rendering it needs the rounds' titles. */
export const namesRound = (params: TemplateParams): boolean => Boolean(params.roundId || params.nextRoundId);

/**
 * `params` with each label its key names said in `language`. A key this cannot resolve (a round gone, a theme no
 * longer offered), or a row queued before rows held keys, keeps the label stored with it.
 */
export function labelsIn(
  params: TemplateParams,
  language: SiteLanguage,
  rounds: readonly RoundTitles[],
): TemplateParams {
  const round = (id: string | undefined) => (id ? rounds.find((candidate) => String(candidate.id) === id) : undefined);
  const roundNamed = round(params.roundId);
  const nextRound = round(params.nextRoundId);
  const category = themeWord(language, params.category);
  const topic = own(TOPIC_WORDS[language], params.topic);
  return {
    ...params,
    ...(category ? { categoryLabel: category } : {}),
    ...(roundNamed ? { roundName: roundNameIn(roundNamed, language) } : {}),
    ...(nextRound ? { nextRoundName: roundNameIn(nextRound, language) } : {}),
    ...(topic ? { topicLabel: topic } : {}),
  };
}
