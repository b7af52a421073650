import { useQuery } from '@tanstack/react-query';
import { CREATOR_CATEGORIES, fetchStates, type IndianState } from '../../api/profile-api';
import { THEMES, type Theme } from '../../api/themes';
import type { BoardFilter } from '../../api/leaderboard-api';
import { categoryLabel, stateName } from '../../content/translated-rules';
import { creatorTypeBadge } from './display-entry';
import { useTranslation } from '../../i18n/react';

const FIELD = 'w-full min-w-0 rounded-xl border border-ink-900/20 bg-white px-3 py-2 text-ink-900';
const LABEL = 'grid min-w-0 gap-1 text-sm font-semibold text-ink-800';

/** The states and union territories a filter offers (GET /profile/states, shared with the profile form). */
export const useStates = () =>
  useQuery({ queryKey: ['profile', 'states'], queryFn: ({ signal }) => fetchStates(signal) });

/** The sub-boards the API serves (theme, creator tier, state) and a search by creator's name. */
export function BoardFilters({
  filter,
  onFilter,
  search,
  onSearch,
}: {
  filter: BoardFilter;
  onFilter: (filter: BoardFilter) => void;
  search: string;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-4">
      <label className={LABEL}>
        {t('board.filters.search')}
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className={`${FIELD} font-normal`}
        />
      </label>
      <ThemeFilter value={filter.category} onChange={(category) => onFilter({ ...filter, category })} />
      <label className={LABEL}>
        {t('vote.creator')}
        <select
          value={filter.creatorCategory ?? ''}
          onChange={(event) =>
            onFilter({
              ...filter,
              creatorCategory: CREATOR_CATEGORIES.find((tier) => tier.value === event.target.value)?.value,
            })
          }
          className={`${FIELD} font-normal`}
        >
          <option value="">{t('board.filters.all')}</option>
          {CREATOR_CATEGORIES.map((tier) => (
            <option key={tier.value} value={tier.value}>
              {creatorTypeBadge(tier.value)}
            </option>
          ))}
        </select>
      </label>
      <StateFilter value={filter.state} onChange={(state) => onFilter({ ...filter, state })} />
    </div>
  );
}

/** A film theme to narrow a list to, or all of them. */
export function ThemeFilter({ value, onChange }: { value?: Theme; onChange: (theme: Theme | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <label className={LABEL}>
      {t('vote.theme')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(THEMES.find((theme) => theme.value === event.target.value)?.value)}
        className={`${FIELD} font-normal`}
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
    <label className={LABEL}>
      {t('profile.badges.state')}
      <select
        value={value ?? ''}
        onChange={(event) => onChange(states.data?.find((state) => state === event.target.value))}
        className={`${FIELD} font-normal`}
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
