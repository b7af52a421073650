import type { SiteLanguage, TranslatedLanguage } from '../common/languages';
import { wordsReader } from '../common/placeholders';

/**
 * The words every certificate prints, in each of the site's languages: not the organisers' (their names, the
 * contest's and the rounds' titles and the prizes come from the content the console edits), but the form's own.
 * English first on every certificate, then the holder's language. Drafts like the site's catalogues, except Hindi.
 */
export interface CertificateWords {
  participationTitle: string;
  achievementTitle: string;
  certify: string;
  /** `{date}`: the issue date, written in the language. */
  issuedOn: string;
  verify: string;
  participant: string;
  finalist: string;
  /** `{prize}`: the prize's title. */
  winner: string;
  /** `{n}`: a winner's place where the organisers list no prize for it. */
  place: string;
  /** `{label}`: the next round's participants label, e.g. "Top 500". */
  selectedFor: string;
  /** `{n}`: the round's number. */
  round: string;
}

const CERTIFICATE_WORDS: Record<SiteLanguage, CertificateWords> = {
  en: {
    participationTitle: 'Certificate of Participation',
    achievementTitle: 'Certificate of Achievement',
    certify: 'This is to certify that',
    issuedOn: 'Issued on {date}',
    verify: 'Verify',
    participant: 'Participant',
    finalist: 'Finalist',
    winner: 'Winner, {prize}',
    place: 'place {n}',
    selectedFor: 'Selected for the {label}',
    round: 'Round {n}',
  },
  hi: {
    participationTitle: 'सहभागिता प्रमाण पत्र',
    achievementTitle: 'उपलब्धि प्रमाण पत्र',
    certify: 'प्रमाणित किया जाता है कि',
    issuedOn: 'जारी करने की तिथि {date}',
    verify: 'सत्यापित करें',
    participant: 'प्रतिभागी',
    finalist: 'फ़ाइनलिस्ट',
    winner: 'विजेता, {prize}',
    place: 'स्थान {n}',
    selectedFor: '{label} के लिए चयनित',
    round: 'राउंड {n}',
  },
  bn: {
    participationTitle: 'অংশগ্রহণের শংসাপত্র',
    achievementTitle: 'কৃতিত্বের শংসাপত্র',
    certify: 'এই মর্মে প্রত্যয়ন করা হচ্ছে যে',
    issuedOn: 'প্রদানের তারিখ {date}',
    verify: 'যাচাই করুন',
    participant: 'অংশগ্রহণকারী',
    finalist: 'ফাইনালিস্ট',
    winner: 'বিজয়ী, {prize}',
    place: 'স্থান {n}',
    selectedFor: '{label}-এর জন্য নির্বাচিত',
    round: 'রাউন্ড {n}',
  },
  mr: {
    participationTitle: 'सहभाग प्रमाणपत्र',
    achievementTitle: 'गौरव प्रमाणपत्र',
    certify: 'प्रमाणित करण्यात येते की',
    issuedOn: 'दिनांक {date} रोजी जारी',
    verify: 'पडताळणी करा',
    participant: 'सहभागी',
    finalist: 'अंतिम फेरीतील स्पर्धक',
    winner: 'विजेते, {prize}',
    place: 'स्थान {n}',
    selectedFor: '{label} साठी निवड',
    round: 'फेरी {n}',
  },
  te: {
    participationTitle: 'పాల్గొన్నందుకు ధ్రువపత్రం',
    achievementTitle: 'విజయ ధ్రువపత్రం',
    certify: 'ఇందుమూలంగా ధ్రువీకరించడమేమనగా',
    issuedOn: 'జారీ చేసిన తేదీ {date}',
    verify: 'ధ్రువీకరించండి',
    participant: 'పాల్గొన్నవారు',
    finalist: 'ఫైనలిస్ట్',
    winner: 'విజేత, {prize}',
    place: 'స్థానం {n}',
    selectedFor: '{label}కు ఎంపికయ్యారు',
    round: 'రౌండ్ {n}',
  },
  ta: {
    participationTitle: 'பங்கேற்புச் சான்றிதழ்',
    achievementTitle: 'சாதனைச் சான்றிதழ்',
    certify: 'இதன் மூலம் சான்றளிக்கப்படுவது',
    issuedOn: 'வழங்கிய நாள் {date}',
    verify: 'சரிபார்க்கவும்',
    participant: 'பங்கேற்பாளர்',
    finalist: 'இறுதிப் போட்டியாளர்',
    winner: 'வெற்றியாளர், {prize}',
    place: 'இடம் {n}',
    selectedFor: '{label}-க்குத் தேர்வு செய்யப்பட்டவர்',
    round: 'சுற்று {n}',
  },
  gu: {
    participationTitle: 'સહભાગિતા પ્રમાણપત્ર',
    achievementTitle: 'સિદ્ધિ પ્રમાણપત્ર',
    certify: 'આથી પ્રમાણિત કરવામાં આવે છે કે',
    issuedOn: 'જારી કર્યાની તારીખ {date}',
    verify: 'ચકાસો',
    participant: 'સહભાગી',
    finalist: 'ફાઇનલિસ્ટ',
    winner: 'વિજેતા, {prize}',
    place: 'સ્થાન {n}',
    selectedFor: '{label} માટે પસંદગી',
    round: 'રાઉન્ડ {n}',
  },
  ur: {
    participationTitle: 'سرٹیفکیٹ برائے شرکت',
    achievementTitle: 'سرٹیفکیٹ برائے کامیابی',
    certify: 'تصدیق کی جاتی ہے کہ',
    issuedOn: 'تاریخ اجرا {date}',
    verify: 'تصدیق کریں',
    participant: 'شریک',
    finalist: 'فائنلسٹ',
    winner: 'فاتح، {prize}',
    place: 'مقام {n}',
    selectedFor: '{label} کے لیے منتخب',
    round: 'راؤنڈ {n}',
  },
  kn: {
    participationTitle: 'ಭಾಗವಹಿಸುವಿಕೆ ಪ್ರಮಾಣಪತ್ರ',
    achievementTitle: 'ಸಾಧನೆ ಪ್ರಮಾಣಪತ್ರ',
    certify: 'ಈ ಮೂಲಕ ಪ್ರಮಾಣೀಕರಿಸಲಾಗಿದೆ',
    issuedOn: 'ನೀಡಿದ ದಿನಾಂಕ {date}',
    verify: 'ಪರಿಶೀಲಿಸಿ',
    participant: 'ಭಾಗವಹಿಸಿದವರು',
    finalist: 'ಅಂತಿಮ ಸ್ಪರ್ಧಿ',
    winner: 'ವಿಜೇತರು, {prize}',
    place: 'ಸ್ಥಾನ {n}',
    selectedFor: '{label}ಗೆ ಆಯ್ಕೆಯಾಗಿದ್ದಾರೆ',
    round: 'ಸುತ್ತು {n}',
  },
  or: {
    participationTitle: 'ଅଂଶଗ୍ରହଣ ପ୍ରମାଣପତ୍ର',
    achievementTitle: 'ସଫଳତା ପ୍ରମାଣପତ୍ର',
    certify: 'ଏତଦ୍ୱାରା ପ୍ରମାଣିତ କରାଯାଉଛି ଯେ',
    issuedOn: 'ଜାରି ତାରିଖ {date}',
    verify: 'ଯାଞ୍ଚ କରନ୍ତୁ',
    participant: 'ଅଂଶଗ୍ରହଣକାରୀ',
    finalist: 'ଫାଇନାଲିଷ୍ଟ',
    winner: 'ବିଜେତା, {prize}',
    place: 'ସ୍ଥାନ {n}',
    selectedFor: '{label} ପାଇଁ ଚୟନିତ',
    round: 'ରାଉଣ୍ଡ {n}',
  },
  ml: {
    participationTitle: 'പങ്കാളിത്ത സർട്ടിഫിക്കറ്റ്',
    achievementTitle: 'നേട്ട സർട്ടിഫിക്കറ്റ്',
    certify: 'ഇതിനാൽ സാക്ഷ്യപ്പെടുത്തുന്നു',
    issuedOn: 'നൽകിയ തീയതി {date}',
    verify: 'പരിശോധിക്കുക',
    participant: 'പങ്കാളി',
    finalist: 'ഫൈനലിസ്റ്റ്',
    winner: 'വിജയി, {prize}',
    place: 'സ്ഥാനം {n}',
    selectedFor: '{label}-ലേക്ക് തിരഞ്ഞെടുക്കപ്പെട്ടു',
    round: 'റൗണ്ട് {n}',
  },
  pa: {
    participationTitle: 'ਭਾਗੀਦਾਰੀ ਸਰਟੀਫਿਕੇਟ',
    achievementTitle: 'ਪ੍ਰਾਪਤੀ ਸਰਟੀਫਿਕੇਟ',
    certify: 'ਪ੍ਰਮਾਣਿਤ ਕੀਤਾ ਜਾਂਦਾ ਹੈ ਕਿ',
    issuedOn: 'ਜਾਰੀ ਕਰਨ ਦੀ ਮਿਤੀ {date}',
    verify: 'ਤਸਦੀਕ ਕਰੋ',
    participant: 'ਭਾਗੀਦਾਰ',
    finalist: 'ਫਾਈਨਲਿਸਟ',
    winner: 'ਜੇਤੂ, {prize}',
    place: 'ਸਥਾਨ {n}',
    selectedFor: '{label} ਲਈ ਚੁਣੇ ਗਏ',
    round: 'ਰਾਊਂਡ {n}',
  },
  as: {
    participationTitle: 'অংশগ্ৰহণৰ প্ৰমাণপত্ৰ',
    achievementTitle: 'কৃতিত্বৰ প্ৰমাণপত্ৰ',
    certify: 'এই বুলি প্ৰমাণিত কৰা হয় যে',
    issuedOn: 'প্ৰদানৰ তাৰিখ {date}',
    verify: 'সত্যাপন কৰক',
    participant: 'অংশগ্ৰহণকাৰী',
    finalist: 'ফাইনেলিষ্ট',
    winner: 'বিজয়ী, {prize}',
    place: 'স্থান {n}',
    selectedFor: '{label}ৰ বাবে নিৰ্বাচিত',
    round: 'ৰাউণ্ড {n}',
  },
};

/**
 * The language a certificate prints beside English: its holder's (the site's language they use, kept on their
 * profile), or Hindi for a holder who uses the site in English, so every certificate is in two languages.
 */
export function certificateLanguage(holderLanguage: SiteLanguage | null): TranslatedLanguage {
  return !holderLanguage || holderLanguage === 'en' ? 'hi' : holderLanguage;
}

/** One of the words in `language`, its `{placeholders}` filled. */
export const certificateWord = wordsReader(CERTIFICATE_WORDS);
