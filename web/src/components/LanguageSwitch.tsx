import { useTranslation } from '../i18n/react';
import { currentLanguage, LOCALES, switchLanguage, type Language } from '../i18n/i18n';

/** Each language's name in itself, as the switch shows it. */
const NAMES: Record<Language, string> = { en: 'English', hi: 'हिन्दी' };

/** The header's language switch: offers the other language, named in that language (and marked as such). */
export function LanguageSwitch({ className, onSwitch }: { className: string; onSwitch?: () => void }) {
  const { t } = useTranslation();
  const other: Language = currentLanguage() === 'hi' ? 'en' : 'hi';
  return (
    <button
      type="button"
      onClick={() => {
        onSwitch?.();
        void switchLanguage(other);
      }}
      className={className}
    >
      <span className="sr-only">{t('language.switchTo')} </span>
      <span lang={LOCALES[other]}>{NAMES[other]}</span>
    </button>
  );
}
