import { useRuntimeConfig } from '../config/runtime-config';
import { useTranslation } from '../i18n/react';

/** Shown when the stack runs in development mode (local sign-in provider, simulated metrics). */
export function DevelopmentBanner() {
  const { t } = useTranslation();
  const { mode } = useRuntimeConfig();
  if (mode !== 'development') return null;
  return (
    <div className="bg-saffron-300 px-4 py-1.5 text-center text-sm font-semibold text-ink-950">{t('devBanner')}</div>
  );
}
