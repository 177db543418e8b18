import type { ProductReviewsQuery } from '../../../gql/graphql';
import { useLongDate } from '../../../i18n/long-date';
import { Rating } from '../../../ui/rating/rating';
import styles from './reviews.module.css';

type Review = ProductReviewsQuery['productReviews']['items'][number];

/** Reviews, newest first, as the server pages them. Content is plain text, never markup. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const longDate = useLongDate();
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
              <time dateTime={review.date}>{longDate(review.date)}</time>
            </div>
            <p className={styles.content}>{review.content}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
