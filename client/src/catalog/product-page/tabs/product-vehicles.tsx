import { useState } from 'react';
import { usePageQuery } from '../../../lib/data/use-page-query';
import { useTranslation } from '../../../i18n/use-translation';
import { graphql } from '../../../gql';
import { QueryState } from '../../../lib/query-state/query-state';
import { Pagination } from '../../../ui/pagination/pagination';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import styles from './product-tabs.module.css';

const PAGE_SIZE = 10;

export const ProductVehiclesQuery = graphql(`
  query ProductVehicles($slug: String!, $page: Int!, $limit: Int!) {
    product(slug: $slug) {
      id
      slug
      linkedVehicles(page: $page, limit: $limit) {
        page
        pages
        total
        from
        to
        items {
          id
          year
          yearTo
          make
          model
          engine
          fuelType
          powerKw
          powerHp
          capacityCc
          engineCodes
        }
      }
    }
  }
`);

/**
 * The vehicles a provider article fits, from its linkages, 10 per page. Universal articles say
 * they fit every vehicle.
 */
export function ProductVehicles({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = usePageQuery(ProductVehiclesQuery, { variables: { slug, page, limit: PAGE_SIZE } });
  const list = data?.product.linkedVehicles;
  return (
    <QueryState
      data={data ? list : undefined}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      isEmpty={(l) => l.total === 0}
      empty={<p className={styles.empty}>{t('TEXT_PRODUCT_VEHICLES_UNIVERSAL')}</p>}
      skeleton={<Skeleton lines={6} />}
    >
      {(l) => (
        <div>
          <p className={styles.range}>{t('TEXT_PRODUCT_VEHICLES_RANGE', { from: l.from, to: l.to, total: l.total })}</p>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('TEXT_VEHICLE_MAKE_MODEL')}</th>
                  <th scope="col">{t('TEXT_VEHICLE_ENGINE')}</th>
                  <th scope="col">{t('TEXT_VEHICLE_YEARS')}</th>
                  <th scope="col">{t('TEXT_VEHICLE_POWER')}</th>
                  <th scope="col">{t('TEXT_VEHICLE_ENGINE_CODES')}</th>
                </tr>
              </thead>
              <tbody>
                {l.items.map((v) => (
                  <tr key={v.id}>
                    <td>
                      {v.make} {v.model}
                    </td>
                    <td>
                      {v.engine}
                      {v.fuelType ? ` · ${v.fuelType}` : ''}
                    </td>
                    <td dir="ltr">{v.yearTo ? `${v.year}–${v.yearTo}` : `${v.year}–`}</td>
                    <td>{v.powerKw ? t('TEXT_VEHICLE_POWER_VALUE', { kw: v.powerKw, hp: v.powerHp ?? '' }) : '—'}</td>
                    <td dir="ltr">{v.engineCodes.join(', ') || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {l.pages > 1 && <Pagination page={l.page} pages={l.pages} onChange={setPage} label={t('TEXT_PRODUCT_VEHICLES_PAGES')} className={styles.pager} />}
        </div>
      )}
    </QueryState>
  );
}
