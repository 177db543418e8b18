import { usePageQuery } from '../lib/data/use-page-query';
import { Link } from '../ui/link/link';
import { useTranslation } from '../i18n/use-translation';
import { PostCard } from '../blog';
import { QueryState } from '../lib/query-state/query-state';
import { Skeleton } from '../ui/skeleton/skeleton';
import { HomeBlock } from './home-block';
import { HomeLatestPostsQuery } from './home-documents';
import styles from './home.module.css';

/** The three newest blog posts, each opening its own page. */
export function LatestPosts() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeLatestPostsQuery);
  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      isEmpty={(d) => d.blogPosts.items.length === 0}
      skeleton={
        <div className={styles.posts}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rect" height={380} />
          ))}
        </div>
      }
    >
      {(d) => (
        <HomeBlock
          id="home-posts"
          title={t('TEXT_HOME_LATEST_POSTS')}
          aside={
            <Link to="/blog" className={styles.blockLink}>
              {t('LINK_HOME_ALL_POSTS')}
            </Link>
          }
        >
          <div className={styles.posts}>
            {d.blogPosts.items.map((post) => (
              <PostCard key={post.id} post={post} headingLevel={3} />
            ))}
          </div>
        </HomeBlock>
      )}
    </QueryState>
  );
}
