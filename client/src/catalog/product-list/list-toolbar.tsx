import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { Select } from '../../ui/form/select';
import type { TranslationKey } from '../../i18n/keys';
import { LIST_LAYOUTS, LIST_SORTS, type ListLayout, type ListSort } from './list-url-state';
import type { ListStateApi } from './use-list-state';
import styles from './product-list.module.css';

const SORT_LABEL: Record<ListSort, TranslationKey> = {
  DEFAULT: 'TEXT_LISTING_SORT_DEFAULT',
  NAME_ASC: 'TEXT_LISTING_SORT_NAME_ASC',
  NAME_DESC: 'TEXT_LISTING_SORT_NAME_DESC',
  PRICE_ASC: 'TEXT_LISTING_SORT_PRICE_ASC',
  PRICE_DESC: 'TEXT_LISTING_SORT_PRICE_DESC',
};
const LAYOUT_LABEL: Record<ListLayout, TranslationKey> = {
  grid: 'TEXT_LISTING_LAYOUT_GRID',
  list: 'TEXT_LISTING_LAYOUT_LIST',
  table: 'TEXT_LISTING_LAYOUT_TABLE',
};

export interface ListToolbarProps {
  list: ListStateApi;
  /** Paging figures of the answer, when it has arrived. */
  figures?: { from: number; to: number; total: number } | null;
  /** The button that opens the filters on a narrow screen. */
  filtersButton?: ReactNode;
}

/** Above the cards: the filters button (narrow screens), "{from}–{to} of {total}", sort and layout. */
export function ListToolbar({ list, figures, filtersButton }: ListToolbarProps) {
  const { t } = useTranslation();
  const { state } = list;
  return (
    <div className={styles.toolbar}>
      {filtersButton}
      <p className={styles.figures} aria-live="polite">
        {figures && figures.total > 0 ? <bdi>{t('TEXT_LISTING_RANGE', { from: figures.from, to: figures.to, total: figures.total })}</bdi> : null}
      </p>
      <Select
        label={t('TEXT_LISTING_SORT_LABEL')}
        size="sm"
        fieldClassName={styles.sort}
        value={state.sort}
        onChange={(event) => list.update({ sort: event.target.value as ListSort })}
        options={LIST_SORTS.map((sort) => ({ value: sort, label: t(SORT_LABEL[sort]) }))}
      />
      <nav className={styles.layouts} aria-label={t('TEXT_LISTING_LAYOUT')}>
        {LIST_LAYOUTS.map((layout) => (
          <Link
            key={layout}
            to={list.hrefFor({ layout })}
            className={styles.layoutLink}
            aria-current={state.layout === layout ? 'true' : undefined}
            preventScrollReset
            replace={false}
          >
            {t(LAYOUT_LABEL[layout])}
          </Link>
        ))}
      </nav>
    </div>
  );
}
