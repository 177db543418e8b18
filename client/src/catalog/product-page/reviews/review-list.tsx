import { useTranslation } from '../../../i18n/use-translation';
import type { ProductReviewsQuery } from '../../../gql/graphql';
import { intlLocale } from '../../../ui/locale';
import { Rating } from '../../../ui/rating/rating';
import styles from './reviews.module.css';

type Review = ProductReviewsQuery['productReviews']['items'][number];

/** A review's date in the page's language (UTC, so server and browser write the same). */
export function reviewDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** Reviews, newest first, as the server pages them. Content is plain text, never markup. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { i18n } = useTranslation();
  return (
    <ol className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <div className={styles.avatar} aria-hidden="true">
            {review.avatar ? <img src={review.avatar} alt="" width={48} height={48} /> : review.author.slice(0, 1).toUpperCase()}
          </div>
          <div>
            <p className={styles.author}>{review.author}</p>
            <div className={styles.meta}>
              <Rating value={review.rating} size={14} />
              <time dateTime={review.date}>{reviewDate(review.date, i18n.language)}</time>
            </div>
            <p className={styles.content}>{review.content}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
