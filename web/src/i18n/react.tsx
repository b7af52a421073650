import { useLingui } from '@lingui/react';
import { Trans as LinguiTrans } from '@lingui/react';
import type { ReactElement } from 'react';
import type { MessageKey } from './message-ids';
import { currentLanguage, t } from './i18n';

export type T = typeof t;

/** The message function, re-rendering the component when the language changes. */
export function useTranslation(): { t: T; language: ReturnType<typeof currentLanguage> } {
  useLingui(); // subscribes to language changes
  return { t, language: currentLanguage() };
}

/** A message with elements around some words: `<0>…</0>` in the catalogue is components[0]. */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: MessageKey;
  values?: Record<string, unknown>;
  components: Record<number, ReactElement>;
}) {
  useLingui();
  return <LinguiTrans id={i18nKey} values={values} components={components} />;
}
