import { setupI18n, type I18n } from '@lingui/core';
import { consentNotices } from 'virtual:consent-notices';
import { CONSENT_ONLY_LANGUAGE_TABLE, type ConsentLanguage } from './consent-languages';
import { SITE_LANGUAGE_TABLE, type LanguageInfo, type Script } from './languages';

const TABLE: Record<ConsentLanguage, LanguageInfo> = { ...SITE_LANGUAGE_TABLE, ...CONSENT_ONLY_LANGUAGE_TABLE };

/**
 * The languages the consent notice can be read in: English and the Eighth Schedule's 22 (the DPDP Rules let a
 * Data Principal read it in any of them), those whose catalogue is in this build, English first.
 */
export const NOTICE_LANGUAGES = (Object.keys(TABLE) as ConsentLanguage[]).filter(
  (language) => consentNotices[language],
);

export const noticeLanguageInfo = (language: ConsentLanguage): LanguageInfo => TABLE[language];

/**
 * The face a notice's script needs, fetched only when chosen: the site's script faces (fonts.ts: Devanagari for
 * the consent-only Devanagari languages, Perso-Arabic for Sindhi and Kashmiri, …), and Ol Chiki for Santali and
 * Meetei Mayek for Manipuri, which no page of the site is written in.
 */
function loadNoticeFace(script: Script): Promise<unknown> {
  if (script === 'ol-chiki') return import('./ol-chiki-font');
  if (script === 'meetei-mayek') return import('./meetei-mayek-font');
  if (script === 'latin') return Promise.resolve();
  return import('./fonts').then(({ loadScriptFace }) => loadScriptFace(script));
}

const notices = new Map<ConsentLanguage, Promise<I18n>>();

/**
 * The notice in `language`: its own small chunk (vite.config.ts, the `consent` group) read through an i18n
 * instance of its own, so reading the notice in Santali leaves the page in the visitor's language.
 */
export function loadConsentNotice(language: ConsentLanguage): Promise<I18n> {
  let notice = notices.get(language);
  if (!notice) {
    const font = loadNoticeFace(TABLE[language].script).catch(() => undefined);
    const messages = consentNotices[language]!().then(({ messages }) => messages);
    notice = Promise.all([messages, font]).then(
      ([loaded]) => {
        const i18n = setupI18n();
        i18n.loadAndActivate({ locale: language, messages: loaded as Parameters<I18n['load']>[1] });
        return i18n;
      },
      (error: unknown) => {
        notices.delete(language); // a chunk that failed to download is asked for again next time
        throw error;
      },
    );
    notices.set(language, notice);
  }
  return notice;
}
