import { useState } from 'react';
import { Link } from '../../ui/link/link';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Button } from '../../ui/button/button';
import { Checkbox } from '../../ui/form/choice';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/toast-context';
import { useClearCompare } from '../use-clear-compare';
import { useRemoveFromCompare } from '../use-remove-from-compare';
import { CompareTable } from './compare-table';
import links from '../../ui/button/link-button.module.css';
import styles from './compare-page.module.css';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';

/** The comparison list: each product's card fields and the attribute table. */
export const ComparePageQuery = graphql(`
  query ComparePage {
    compare {
      ...CompareEntries_compare
      items {
        product {
          ...ProductCard_product
        }
      }
    }
  }
`);

function CompareEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-compare-empty>
      <p className={styles.emptyTitle}>{t('TEXT_COMPARE_EMPTY')}</p>
      <p>{t('TEXT_COMPARE_EMPTY_LEAD')}</p>
      <Link to="/shop/category/products" className={links.primary}>
        {t('BUTTON_CONTINUE_SHOPPING')}
      </Link>
    </div>
  );
}

/**
 * Compare: products as columns, their attributes as rows, an 'only differences' toggle, remove one,
 * clear all and add to cart; an empty state.
 */
export function ComparePage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const toast = useToast();
  const { data, loading, error, refetch } = usePageQuery(ComparePageQuery);
  const { removeFromCompare, loading: removing } = useRemoveFromCompare();
  const { clearCompare, loading: clearing } = useClearCompare();
  // Which column's removal is on its way; one change at a time (a click meanwhile is ignored).
  const [removed, setRemoved] = useState<string | null>(null);
  const busy = removing || clearing;
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const refused = (cause: unknown) =>
    toast.show({ tone: 'danger', message: errorText(cause) });

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_COMPARE')}>
      <QueryState
        data={data?.compare}
        loading={loading}
        error={error}
        onRetry={refetch}
        isEmpty={(c) => c.items.length === 0}
        empty={<CompareEmpty />}
        skeleton={<Skeleton variant="rect" height={360} />}
      >
        {(compare) => (
          <div className={styles.page}>
            <div className={styles.toolbar}>
              <Checkbox label={t('TEXT_COMPARE_ONLY_DIFFERENCES')} checked={onlyDifferences} onChange={(e) => setOnlyDifferences(e.target.checked)} />
              <Button
                variant="secondary"
                size="sm"
                loading={clearing}
                onClick={() => {
                  if (!busy) void clearCompare().catch(refused);
                }}
              >
                {t('BUTTON_COMPARE_CLEAR')}
              </Button>
            </div>
            <CompareTable
              compare={compare}
              onlyDifferences={onlyDifferences}
              removing={removing ? removed : null}
              onRemove={(productId) => {
                if (busy) return;
                setRemoved(productId);
                void removeFromCompare(productId).catch(refused);
              }}
            />
          </div>
        )}
      </QueryState>
    </SectionPage>
  );
}
