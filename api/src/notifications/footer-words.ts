import { wordsReader } from '../common/placeholders';
import type { SiteLanguage } from '../common/languages';

/**
 * The line under a participant's e-mail, in their language: why they get it and, for an announcement, how to stop
 * them. Machine drafts except English and Hindi, like the templates under templates/<code>/.
 */
interface FooterWords {
  /** `{contestName}`, `{unsubscribeUrl}` */
  announcement: string;
  /** `{contestName}` */
  transactional: string;
}

const FOOTER_WORDS: Record<SiteLanguage, FooterWords> = {
  en: {
    announcement:
      'You receive this because you entered {contestName}. Unsubscribe from announcements: {unsubscribeUrl}',
    transactional: 'You receive this because it concerns your entry in {contestName}.',
  },
  hi: {
    announcement:
      'आपको यह संदेश इसलिए मिला है क्योंकि आपने {contestName} में भाग लिया है। घोषणाओं की सदस्यता छोड़ें: {unsubscribeUrl}',
    transactional: 'आपको यह संदेश इसलिए मिला है क्योंकि यह {contestName} में आपकी प्रविष्टि से जुड़ा है।',
  },
  bn: {
    announcement: 'আপনি {contestName}-এ অংশ নিয়েছেন বলে এই বার্তাটি পেয়েছেন। ঘোষণা পাওয়া বন্ধ করুন: {unsubscribeUrl}',
    transactional: '{contestName}-এ আপনার এন্ট্রি সম্পর্কিত বলে আপনি এই বার্তাটি পেয়েছেন।',
  },
  mr: {
    announcement:
      'तुम्ही {contestName} मध्ये भाग घेतल्यामुळे तुम्हाला हा संदेश मिळाला आहे. घोषणांची सदस्यता रद्द करा: {unsubscribeUrl}',
    transactional: 'हा संदेश {contestName} मधील तुमच्या प्रवेशिकेशी संबंधित असल्यामुळे तुम्हाला मिळाला आहे.',
  },
  te: {
    announcement: 'మీరు {contestName}లో పాల్గొన్నందున ఈ సందేశం మీకు వచ్చింది. ప్రకటనల నుండి సభ్యత్వం రద్దు చేయండి: {unsubscribeUrl}',
    transactional: 'ఇది {contestName}లో మీ ఎంట్రీకి సంబంధించినది కాబట్టి ఈ సందేశం మీకు వచ్చింది.',
  },
  ta: {
    announcement:
      'நீங்கள் {contestName}-இல் பங்கேற்றதால் இந்தச் செய்தி உங்களுக்கு வந்துள்ளது. அறிவிப்புகளிலிருந்து விலக: {unsubscribeUrl}',
    transactional: 'இது {contestName}-இல் உங்கள் பதிவைப் பற்றியது என்பதால் இந்தச் செய்தி உங்களுக்கு வந்துள்ளது.',
  },
  gu: {
    announcement: 'તમે {contestName}માં ભાગ લીધો હોવાથી તમને આ સંદેશ મળ્યો છે. જાહેરાતોમાંથી અનસબ્સ્ક્રાઇબ કરો: {unsubscribeUrl}',
    transactional: 'આ સંદેશ {contestName}માં તમારી એન્ટ્રી સંબંધિત હોવાથી તમને મળ્યો છે.',
  },
  ur: {
    announcement:
      'آپ کو یہ پیغام اس لیے ملا ہے کہ آپ نے {contestName} میں حصہ لیا ہے۔ اعلانات سے دستبردار ہوں: {unsubscribeUrl}',
    transactional: 'آپ کو یہ پیغام اس لیے ملا ہے کہ یہ {contestName} میں آپ کے اندراج سے متعلق ہے۔',
  },
  kn: {
    announcement:
      'ನೀವು {contestName}ನಲ್ಲಿ ಭಾಗವಹಿಸಿರುವುದರಿಂದ ಈ ಸಂದೇಶ ನಿಮಗೆ ಬಂದಿದೆ. ಪ್ರಕಟಣೆಗಳಿಂದ ಚಂದಾದಾರಿಕೆ ರದ್ದುಗೊಳಿಸಿ: {unsubscribeUrl}',
    transactional: 'ಇದು {contestName}ನಲ್ಲಿ ನಿಮ್ಮ ಪ್ರವೇಶಕ್ಕೆ ಸಂಬಂಧಿಸಿರುವುದರಿಂದ ಈ ಸಂದೇಶ ನಿಮಗೆ ಬಂದಿದೆ.',
  },
  or: {
    announcement: 'ଆପଣ {contestName}ରେ ଅଂଶଗ୍ରହଣ କରିଥିବାରୁ ଏହି ବାର୍ତ୍ତା ପାଇଛନ୍ତି। ଘୋଷଣାରୁ ସଦସ୍ୟତା ପ୍ରତ୍ୟାହାର କରନ୍ତୁ: {unsubscribeUrl}',
    transactional: 'ଏହା {contestName}ରେ ଆପଣଙ୍କ ପ୍ରବିଷ୍ଟି ସମ୍ବନ୍ଧୀୟ ହୋଇଥିବାରୁ ଆପଣ ଏହି ବାର୍ତ୍ତା ପାଇଛନ୍ତି।',
  },
  ml: {
    announcement: 'നിങ്ങൾ {contestName}-ൽ പങ്കെടുത്തതിനാലാണ് ഈ സന്ദേശം ലഭിച്ചത്. അറിയിപ്പുകളിൽ നിന്ന് ഒഴിവാകാൻ: {unsubscribeUrl}',
    transactional: 'ഇത് {contestName}-ലെ നിങ്ങളുടെ എൻട്രിയെക്കുറിച്ചുള്ളതിനാലാണ് ഈ സന്ദേശം ലഭിച്ചത്.',
  },
  pa: {
    announcement:
      'ਤੁਹਾਨੂੰ ਇਹ ਸੁਨੇਹਾ ਇਸ ਲਈ ਮਿਲਿਆ ਹੈ ਕਿਉਂਕਿ ਤੁਸੀਂ {contestName} ਵਿੱਚ ਹਿੱਸਾ ਲਿਆ ਹੈ। ਘੋਸ਼ਣਾਵਾਂ ਤੋਂ ਗਾਹਕੀ ਰੱਦ ਕਰੋ: {unsubscribeUrl}',
    transactional: 'ਤੁਹਾਨੂੰ ਇਹ ਸੁਨੇਹਾ ਇਸ ਲਈ ਮਿਲਿਆ ਹੈ ਕਿਉਂਕਿ ਇਹ {contestName} ਵਿੱਚ ਤੁਹਾਡੀ ਐਂਟਰੀ ਨਾਲ ਸਬੰਧਤ ਹੈ।',
  },
  as: {
    announcement: 'আপুনি {contestName}ত অংশগ্ৰহণ কৰাৰ বাবে এই বাৰ্তাটো পাইছে। ঘোষণাৰ পৰা আঁতৰি যাওক: {unsubscribeUrl}',
    transactional: 'এইটো {contestName}ত আপোনাৰ প্ৰৱিষ্টিৰ সৈতে জড়িত বাবে আপুনি এই বাৰ্তাটো পাইছে।',
  },
};

/** The footer line in `language`, its placeholders filled. */
export const footerWord = wordsReader(FOOTER_WORDS);
