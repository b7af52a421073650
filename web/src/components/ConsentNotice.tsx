import { i18n as pageI18n, type I18n } from '@lingui/core';
import { useEffect, useId, useState } from 'react';
import { useBranding } from '../content/use-branding';
import type { MessageKey } from '../i18n/message-ids';
import { loadConsentNotice, NOTICE_LANGUAGES, noticeLanguageInfo } from '../i18n/consent-notice';
import type { ConsentLanguage } from '../i18n/consent-languages';
import { useTranslation } from '../i18n/react';

type NoticeKey = Extract<MessageKey, `consentNotice.${string}`>;

const PARAGRAPHS = ['fiduciary', 'what', 'purpose', 'retention', 'rights', 'grievance', 'agree'] as const;

/**
 * The DPDP notice: who is responsible for the visitor's data, what is collected, why, for how long, their rights
 * and where to complain. Shown before sign-up and atop the privacy policy, in the page's language and, on request,
 * in English or any of the Eighth Schedule's 22 languages (laid out right to left for Sindhi and Kashmiri).
 */
export function ConsentNotice({ heading: Heading, className }: { heading: 'h2' | 'h4'; className?: string }) {
  const { language: pageLanguage } = useTranslation();
  const { organiser, contestName } = useBranding();
  const [chosen, setChosen] = useState<ConsentLanguage | null>(null);
  const wanted = chosen ?? pageLanguage;
  // The notice last loaded in another language than the page's: on screen until the page's own is chosen again.
  const [loaded, setLoaded] = useState<{ language: ConsentLanguage; i18n: I18n } | null>(null);
  const titleId = useId();

  // In the page's language at once, from the catalogue the page already has: nothing shifts when it appears.
  // Another language's notice replaces the one on screen only once it is there: the picker stays where it is.
  const notice = wanted !== pageLanguage && loaded ? loaded : { language: pageLanguage, i18n: pageI18n };
  const shown = notice.language;

  useEffect(() => {
    if (wanted === pageLanguage) return; // the page's catalogue holds its own notice (its `rest` chunk)
    let current = true;
    loadConsentNotice(wanted).then(
      (i18n) => current && setLoaded({ language: wanted, i18n }),
      // Offline: the notice on screen stays, and the picker shows its language again, so choosing again retries.
      () => current && setChosen(shown),
    );
    return () => {
      current = false;
    };
    // `shown` is read as it was when `wanted` changed: only this load ending changes it.
  }, [wanted, pageLanguage]);

  const choose = (language: ConsentLanguage) => {
    setChosen(language);
    if (language === pageLanguage) setLoaded(null); // the next language chosen loads under the page's notice
  };

  const { locale, dir } = noticeLanguageInfo(notice.language);
  const text = (key: NoticeKey) => notice.i18n._(key, { organiser: organiser?.name ?? contestName });
  return (
    <section aria-labelledby={titleId} aria-busy={shown !== wanted} lang={locale} dir={dir} className={className}>
      <Heading id={titleId} className="font-semibold text-ink-900">
        {text('consentNotice.title')}
      </Heading>
      {PARAGRAPHS.map((paragraph) => (
        <p key={paragraph} className="mt-2">
          {text(`consentNotice.${paragraph}`)}
        </p>
      ))}
      <label className="mt-4 flex flex-wrap items-center gap-2">
        <span>{text('consentNotice.readIn')}</span>
        <select
          value={wanted}
          onChange={(event) => choose(event.target.value as ConsentLanguage)}
          className="max-w-full rounded-lg border border-ink-700/40 bg-white px-2 py-1 text-ink-900"
        >
          {NOTICE_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={noticeLanguageInfo(language).locale}>
              {noticeLanguageInfo(language).native}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
