import { CREATOR_CATEGORIES } from '../../api/profile-api';
import type { BoardFilter } from '../../api/leaderboard-api';
import { FILTER_FIELD, FILTER_LABEL, StateFilter, ThemeFilter } from '../../components/ListFilters';
import { creatorTypeBadge } from './display-entry';
import { useTranslation } from '../../i18n/react';

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
      <label className={FILTER_LABEL}>
        {t('board.filters.search')}
        <input
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className={`${FILTER_FIELD} font-normal`}
        />
      </label>
      <ThemeFilter value={filter.category} onChange={(category) => onFilter({ ...filter, category })} />
      <label className={FILTER_LABEL}>
        {t('vote.creator')}
        <select
          value={filter.creatorCategory ?? ''}
          onChange={(event) =>
            onFilter({
              ...filter,
              creatorCategory: CREATOR_CATEGORIES.find((tier) => tier.value === event.target.value)?.value,
            })
          }
          className={`${FILTER_FIELD} font-normal`}
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
