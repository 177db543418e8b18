import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, Skeleton, SkeletonGroup, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { REVIEWS } from './documents';
import { ReviewCard } from './review-card';
import { filterFromForm, formFromParams, isFiltered, paramsFromForm, RATINGS, REVIEW_STATES, type ReviewFilterForm } from './review-filter';
import list from '../orders/orders.module.css';
import styles from './reviews.module.css';

const PAGE_SIZE = 25;

/**
 * The moderation queue: shoppers' reviews, new ones first, filtered by state, rating, product and
 * author (kept in the address); each published, hidden with a reason, shown again or corrected.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = formFromParams(params);
  const [form, setForm] = useState<ReviewFilterForm>(applied);
  const { data, loading, error, fetchMore, refetch } = useQuery(REVIEWS, {
    variables: { filter: filterFromForm(applied), first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const set = (field: keyof ReviewFilterForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsFromForm(form));
  };

  const more = async () => {
    const after = data?.reviews?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult.reviews && previous.reviews
            ? { ...fetchMoreResult, reviews: { ...fetchMoreResult.reviews, nodes: [...previous.reviews.nodes, ...fetchMoreResult.reviews.nodes] } }
            : fetchMoreResult,
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const reviews = data?.reviews?.nodes;
  const counts = data?.reviewStateCounts;
  return (
    <>
      <PageHeading title={t('admin.REVIEWS_TITLE')} />
      {counts && <p className={styles.counts}>{t('admin.REVIEWS_COUNTS', { new: counts.new, published: counts.published, hidden: counts.hidden })}</p>}
      <form className={list.filters} onSubmit={submit} role="search" aria-label={t('admin.REVIEWS_FILTERS')}>
        <Select
          label={t('admin.FILTER_REVIEW_STATE')}
          value={form.state}
          onChange={set('state')}
          placeholder={t('admin.FILTER_ANY')}
          options={REVIEW_STATES.map((s) => ({ value: s, label: t(`admin.REVIEW_STATE_${s}`) }))}
        />
        <Select
          label={t('admin.FILTER_REVIEW_RATING')}
          value={form.rating}
          onChange={set('rating')}
          placeholder={t('admin.FILTER_ANY')}
          options={RATINGS.map((r) => ({ value: r, label: t('admin.REVIEW_RATING', { rating: Number(r) }) }))}
        />
        <Input label={t('admin.FILTER_REVIEW_PRODUCT')} value={form.product} onChange={set('product')} />
        <Input label={t('admin.FILTER_REVIEW_AUTHOR')} value={form.author} onChange={set('author')} />
        <div className={list.filterActions}>
          <Button type="submit">{t('admin.BUTTON_APPLY_FILTERS')}</Button>
          {isFiltered(applied) && (
            <Button
              variant="ghost"
              onClick={() => {
                setForm(formFromParams(new URLSearchParams()));
                setParams(new URLSearchParams());
              }}
            >
              {t('admin.BUTTON_CLEAR_FILTERS')}
            </Button>
          )}
        </div>
      </form>

      {error && !reviews && (
        <Alert tone="danger" title={t(errorMessageKey(error))}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      )}
      {!reviews && loading && (
        <SkeletonGroup>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="8rem" />
          ))}
        </SkeletonGroup>
      )}
      {reviews && reviews.length === 0 && <p className={list.empty}>{isFiltered(applied) ? t('admin.REVIEWS_EMPTY_FILTERED') : t('admin.REVIEWS_EMPTY')}</p>}
      {reviews && reviews.length > 0 && (
        <>
          <p className={styles.counts} aria-live="polite">
            {t('admin.REVIEWS_SHOWN', { count: reviews.length, total: data?.reviews?.totalCount ?? reviews.length })}
          </p>
          <div className={styles.cards}>
            {reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </div>
          {data?.reviews?.pageInfo.hasNextPage && (
            <p className={list.more}>
              <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
                {t('admin.BUTTON_MORE')}
              </Button>
            </p>
          )}
        </>
      )}
    </>
  );
}
