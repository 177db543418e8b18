import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/link/link';
import { IconClose } from '../../../ui/icons/icons';
import { useFormatMoney } from '../../../ui/price/money-format';
import { filterOf, type ListingData } from '../../product-list/product-listing-data';
import { changeListState, clearFilters, hasFilters } from '../../product-list/list-url-state';
import type { ListStateApi } from '../../product-list/use-list-state';
import styles from './filters.module.css';

export interface ActiveFiltersProps {
  list: ListStateApi;
  data: ListingData | undefined;
  /** Name of the category narrowing the list through `?category=`, when known. */
  categoryName?: string;
}

/** The applied filters as chips, each removable, and a reset of them all. */
export function ActiveFilters({ list, data, categoryName }: ActiveFiltersProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { state } = list;
  if (!hasFilters(state)) return null;
  const brandNames = new Map((data ? filterOf(data, 'brand')?.items ?? [] : []).map((b) => [b.slug, b.name]));
  const chips: { key: string; label: string; href: string }[] = [];
  if (state.category) {
    chips.push({ key: 'category', label: categoryName ?? state.category, href: list.hrefOf(changeListState(state, { category: null })) });
  }
  if (state.price) {
    const bounds = data ? filterOf(data, 'price') : undefined;
    const from = state.price.from ?? bounds?.min ?? 0;
    const to = state.price.to ?? bounds?.max;
    chips.push({
      key: 'price',
      label: t('TEXT_LISTING_CHIP_PRICE', { from: formatMoney(from), to: to === undefined || to === null ? '…' : formatMoney(to) }),
      href: list.hrefOf(changeListState(state, { price: null })),
    });
  }
  for (const slug of state.brands) {
    chips.push({
      key: `brand-${slug}`,
      label: brandNames.get(slug) ?? slug,
      href: list.hrefOf(changeListState(state, { brands: state.brands.filter((b) => b !== slug) })),
    });
  }
  return (
    <div className={styles.active} aria-label={t('TEXT_LISTING_ACTIVE_FILTERS')} role="region">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className={styles.chip} aria-label={t('BUTTON_LISTING_REMOVE_FILTER', { name: chip.label })}>
              <span>{chip.label}</span>
              <IconClose size={14} />
            </Link>
          </li>
        ))}
      </ul>
      <Link to={list.hrefOf(clearFilters(state))} className={styles.reset}>
        {t('BUTTON_LISTING_RESET')}
      </Link>
    </div>
  );
}
