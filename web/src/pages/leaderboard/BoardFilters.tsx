import { useQuery } from '@tanstack/react-query';
import { CREATOR_CATEGORIES, fetchStates } from '../../api/profile-api';
import { THEMES } from '../../api/submissions-api';
import type { BoardFilter } from '../../api/leaderboard-api';
import { categoryLabel, stateName } from '../../content/translated-rules';
import { creatorTypeBadge } from './display-entry';
import { useTranslation } from '../../i18n/react';

const FIELD = 'rounded-xl border border-ink-900/20 bg-white px-3 py-2 text-ink-900';

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
  const states = useQuery({ queryKey: ['profile', 'states'], queryFn: ({ signal }) => fetchStates(signal) });
  return (
    <div className="mt-4 grid gap-3 sm:grid-cols-4">
      <label className="grid gap-1 text-sm font-semibold text-ink-800">
        {t('board.filters.search')}
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className={`${FIELD} font-normal`}
        />
      </label>
      <label className="grid gap-1 text-sm font-semibold text-ink-800">
        {t('vote.theme')}
        <select
          value={filter.category ?? ''}
          onChange={(event) =>
            onFilter({ ...filter, category: THEMES.find((theme) => theme.value === event.target.value)?.value })
          }
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
      <label className="grid gap-1 text-sm font-semibold text-ink-800">
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
      <label className="grid gap-1 text-sm font-semibold text-ink-800">
        {t('profile.badges.state')}
        <select
          value={filter.state ?? ''}
          onChange={(event) =>
            onFilter({ ...filter, state: states.data?.find((state) => state === event.target.value) })
          }
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
    </div>
  );
}
