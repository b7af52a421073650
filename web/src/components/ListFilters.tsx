import type { IndianState } from '../api/profile-api';
import { THEMES, type Theme } from '../api/themes';
import { categoryLabel, stateName } from '../content/translated-rules';
import { useStates } from '../content/use-states';
import { useTranslation } from '../i18n/react';

/** The look of a list's filters (the leaderboard's, a round's results). */
export const FILTER_FIELD = 'w-full min-w-0 rounded-xl border border-ink-900/20 bg-white px-3 py-2 text-ink-900';
export const FILTER_LABEL = 'grid min-w-0 gap-1 text-sm font-semibold text-ink-800';

/** A film theme to narrow a list to, or all of them. */
export function ThemeFilter({ value, onChange }: { value?: Theme; onChange: (theme: Theme | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <label className={FILTER_LABEL}>
      {t('vote.theme')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(THEMES.find((theme) => theme.value === event.target.value)?.value)}
        className={`${FILTER_FIELD} font-normal`}
      >
        <option value="">{t('board.filters.all')}</option>
        {THEMES.map((theme) => (
          <option key={theme.value} value={theme.value}>
            {categoryLabel(theme.value, theme.label)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A state or union territory to narrow a list to, or all of them. */
export function StateFilter({
  value,
  onChange,
}: {
  value?: IndianState;
  onChange: (state: IndianState | undefined) => void;
}) {
  const { t } = useTranslation();
  const states = useStates();
  return (
    <label className={FILTER_LABEL}>
      {t('profile.badges.state')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(states.data?.find((state) => state === event.target.value))}
        className={`${FILTER_FIELD} font-normal`}
      >
        <option value="">{t('board.filters.all')}</option>
        {(states.data ?? []).map((state) => (
          <option key={state} value={state}>
            {stateName(state)}
          </option>
        ))}
      </select>
    </label>
  );
}
