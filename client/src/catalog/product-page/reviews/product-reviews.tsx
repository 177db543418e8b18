import { useState } from 'react';
import { usePageQuery } from '../../../lib/data/use-page-query';
import { useTranslation } from '../../../i18n/use-translation';
import { graphql } from '../../../gql';
import { QueryState } from '../../../lib/query-state/query-state';
import { Pagination } from '../../../ui/pagination/pagination';
import { Skeleton } from '../../../ui/skeleton/skeleton';
import { ReviewForm } from './review-form';
import { ReviewList } from './review-list';
import styles from './reviews.module.css';

/** Reviews per page (spec §9). */
export const REVIEWS_PER_PAGE = 8;

export const ProductReviewsQuery = graphql(`
  query ProductReviews($productId: ID!, $page: Int!, $limit: Int!) {
    productReviews(productId: $productId, page: $page, limit: $limit) {
      page
      pages
      total
      from
      to
      items {
        id
        date
        author
        avatar
        rating
        content
      }
    }
  }
`);

/** The reviews tab: 8 per page, newest first, and the form to add one. */
export function ProductReviews({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = usePageQuery(ProductReviewsQuery, { variables: { productId, page, limit: REVIEWS_PER_PAGE } });
  return (
    <div className={styles.reviews}>
      <QueryState
        data={data?.productReviews}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={(list) => list.total === 0}
        empty={<p className={styles.empty}>{t('TEXT_REVIEWS_EMPTY')}</p>}
        skeleton={<Skeleton lines={8} />}
      >
        {(list) => (
          <>
            <p className={styles.range}>{t('TEXT_REVIEWS_RANGE', { from: list.from, to: list.to, total: list.total })}</p>
            <ReviewList reviews={list.items} />
            {list.pages > 1 && <Pagination page={list.page} pages={list.pages} onChange={setPage} label={t('TEXT_REVIEWS_PAGES')} />}
          </>
        )}
      </QueryState>
      <ReviewForm productId={productId} />
    </div>
  );
}
