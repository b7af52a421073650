import { useTranslation } from '../i18n/react';
import { currentLanguage, LOCALES, switchLanguage } from '../i18n/i18n';
import type { SiteLanguage } from '../i18n/languages';
import { SITE_LANGUAGE_TABLE } from '../i18n/languages';
import { rememberLanguage } from '../api/profile-api';
import { useOfferedLanguages } from '../content/use-offered-languages';

/**
 * The header's language switch: the browser's own list of the languages the organisers offer, each named in
 * itself (and marked as that language for screen readers), so a visitor finds theirs whatever the page is in. A
 * native select stays one line wide on a 320 px phone and opens the phone's own picker. A signed-in
 * participant's choice is kept on their profile: their messages follow it.
 */
export function LanguageSwitch({ className, onSwitch }: { className: string; onSwitch?: () => void }) {
  const { t } = useTranslation();
  const offered = useOfferedLanguages();
  if (offered.length < 2) return null;
  return (
    <label className={className}>
      <span className="sr-only">{t('language.switchTo')}</span>
      <select
        value={currentLanguage()}
        onChange={(event) => {
          const language = event.target.value as SiteLanguage;
          onSwitch?.();
          void switchLanguage(language);
          rememberLanguage(language);
        }}
        className="w-full cursor-pointer bg-transparent font-medium text-inherit"
      >
        {offered.map((language) => (
          <option key={language} value={language} lang={LOCALES[language]} className="bg-white text-ink-900">
            {SITE_LANGUAGE_TABLE[language].native}
          </option>
        ))}
      </select>
    </label>
  );
}
