import type { ComponentProps } from 'react';
import { useTranslation } from '../i18n/react';

/**
 * An Instagram handle field with a fixed `@` in front (the API accepts and drops a typed `@` too). Its `ref` reaches
 * the input, so a form library can register it.
 */
export function HandleInput({ className = '', ...props }: ComponentProps<'input'>) {
  const { t } = useTranslation();
  return (
    // A handle reads left to right, its `@` in front, on a right-to-left page too.
    <div className="relative" dir="ltr">
      <span aria-hidden="true" className="absolute start-4 top-1/2 -translate-y-1/2 text-ink-700">
        @
      </span>
      <input
        {...props}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={31}
        placeholder={t('profile.handlePlaceholder')}
        className={`${className} ps-9`}
      />
    </div>
  );
}
