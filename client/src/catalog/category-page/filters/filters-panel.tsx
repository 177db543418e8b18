import { useTranslation } from '../../../i18n/use-translation';
import { Link } from '../../../ui/link/link';
import { Checkbox, ChoiceGroup } from '../../../ui/form/choice';
import { cx } from '../../../ui/cx';
import { filterOf, type ListingData } from '../../product-list/product-listing-data';
import { changeListState, toggleBrand } from '../../product-list/list-url-state';
import type { ListStateApi } from '../../product-list/use-list-state';
import { PriceRangeFilter } from './price-range';
import { useCurrencyIfAny } from '../../../currency/currency-context';
import { rangeInPesos, shownBounds, shownRange, type PriceConversion } from './price-in-currency';
import styles from './filters.module.css';

/** A category in the filter's tree: a link to the list narrowed to it. */
export interface CategoryLink {
  key: string;
  name: string;
  href: string;
  /** The category the list shows now. */
  current?: boolean;
  /** 0 for the top of the tree shown, 1 for a child. */
  depth: number;
}

export interface FiltersPanelProps {
  list: ListStateApi;
  data: ListingData | undefined;
  /** The category tree to narrow down by (each page knows where its categories lead). */
  categories: CategoryLink[];
}

/** The filters the API answers for a list: the category tree, the price range and the brands with counts. */
export function FiltersPanel({ list, data, categories }: FiltersPanelProps) {
  const { t } = useTranslation();
  const price = data ? filterOf(data, 'price') : undefined;
  const brand = data ? filterOf(data, 'brand') : undefined;
  const { state } = list;
  const brandItems = brand?.items ?? [];
  // The price filter reads and writes the shopper's currency; the list is asked in pesos.
  const currency = useCurrencyIfAny();
  const conversion: PriceConversion = currency?.conversion ? currency : { toShown: (p) => p, toPesos: (s) => s };
  const bounds = price && typeof price.min === 'number' && typeof price.max === 'number' ? shownBounds(price.min, price.max, conversion) : null;

  return (
    <div className={styles.panel}>
      {categories.length > 0 && (
        <section className={styles.section} aria-labelledby="filter-category-title">
          <h3 id="filter-category-title" className={styles.title}>
            {t('TEXT_LISTING_FILTER_CATEGORY')}
          </h3>
          <ul className={styles.tree}>
            {categories.map((c) => (
              <li key={c.key} className={cx(styles.treeItem, c.depth === 1 && styles.child, c.depth > 1 && styles.grandchild)}>
                <Link to={c.href} className={styles.treeLink} aria-current={c.current ? 'page' : undefined}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {bounds && bounds.max > bounds.min && (
        <section className={styles.section} aria-labelledby="filter-price-title">
          <h3 id="filter-price-title" className={styles.title}>
            {currency?.conversion ? t('TEXT_LISTING_FILTER_PRICE_IN', { symbol: currency.currency }) : t('TEXT_LISTING_FILTER_PRICE')}
          </h3>
          <PriceRangeFilter
            min={bounds.min}
            max={bounds.max}
            value={shownRange(state.price, conversion)}
            onChange={(range) => list.go(changeListState(state, { price: rangeInPesos(range, conversion) }))}
          />
        </section>
      )}
      {brandItems.length > 0 && (
        <section className={styles.section}>
          <ChoiceGroup legend={<span className={styles.title}>{t('TEXT_LISTING_FILTER_BRAND')}</span>}>
            <ul className={styles.brands}>
              {brandItems.map((item) => (
                <li key={item.slug}>
                  <Checkbox
                    checked={state.brands.includes(item.slug)}
                    onChange={() => list.go(toggleBrand(state, item.slug))}
                    label={
                      <span className={styles.brandLabel}>
                        <span>{item.name}</span>
                        {/* Counts over a sample of the list (no brand counts from the provider) would mislead: left out. */}
                        {brand?.countsExact !== false && <span className={styles.count}>{item.count}</span>}
                      </span>
                    }
                  />
                </li>
              ))}
            </ul>
          </ChoiceGroup>
        </section>
      )}
    </div>
  );
}
