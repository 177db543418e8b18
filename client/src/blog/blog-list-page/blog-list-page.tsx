import { usePageQuery } from '../../lib/data/use-page-query';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import type { TranslationKey } from '../../i18n/keys';
import { cx } from '../../ui/cx';
import { Pagination } from '../../ui/pagination/pagination';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { BlogSidebar } from '../blog-sidebar/blog-sidebar';
import { PostCard, type PostCardLayout } from '../post-card/post-card';
import { blogListHref, readBlogListParams } from './blog-list-params';
import styles from './blog-list-page.module.css';

export const BlogListPageQuery = graphql(`
  query BlogListPage($category: String, $search: String, $page: Int) {
    blogPosts(category: $category, search: $search, page: $page, limit: 8) {
      page
      pages
      total
      from
      to
      items {
        id
        ...PostCard_post
      }
    }
    blogCategories {
      id
      slug
      name
    }
  }
`);

interface BlogListProps {
  layout: PostCardLayout;
  /** The page's heading when no category or search narrows it. */
  title: TranslationKey;
  /** Whether the page sits below the blog's home in the breadcrumbs. */
  nested: boolean;
}

/** A page of blog posts in one layout, with pagination (8 per page) and the sidebar; URL: ?page, ?category, ?search. */
function BlogList({ layout, title, nested }: BlogListProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const params = readBlogListParams(searchParams);
  const { data, loading, error, refetch } = usePageQuery(BlogListPageQuery, { variables: params });

  if (apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  const categoryName = data?.blogCategories.find((c) => c.slug === params.category)?.name;
  const heading = params.search ? t('TEXT_BLOG_SEARCH_RESULTS', { search: params.search }) : (categoryName ?? t(title));
  const crumbs = nested || params.category || params.search ? { title: t('MENU_BLOG'), url: '/blog' } : undefined;

  return (
    <SectionPage title={heading} section={crumbs} lead={params.category || params.search ? undefined : t('TEXT_SECTION_BLOG_LEAD')}>
      <div className={styles.layout}>
        <div className={styles.main}>
          <QueryState
            data={data}
            loading={loading}
            error={error}
            onRetry={refetch}
            isEmpty={(d) => d.blogPosts.items.length === 0}
            skeleton={
              <div className={cx(styles.posts, styles[layout])}>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} variant="rect" height={layout === 'classic' ? 520 : 360} />
                ))}
              </div>
            }
            empty={
              <div className={styles.empty}>
                <p>{t('TEXT_BLOG_NO_POSTS')}</p>
                <Link to={pathname}>{t('LINK_BLOG_ALL_POSTS')}</Link>
              </div>
            }
          >
            {(d) => (
              <>
                <p className={styles.count} aria-live="polite">
                  {t('TEXT_BLOG_SHOWING', { from: d.blogPosts.from, to: d.blogPosts.to, total: d.blogPosts.total })}
                </p>
                <div className={cx(styles.posts, styles[layout])}>
                  {d.blogPosts.items.map((post, i) => (
                    <PostCard key={post.id} post={post} layout={layout} priorityImage={i === 0} />
                  ))}
                </div>
                <Pagination
                  className={styles.pagination}
                  page={d.blogPosts.page}
                  pages={d.blogPosts.pages}
                  getHref={(page) => blogListHref(pathname, { ...params, page })}
                />
              </>
            )}
          </QueryState>
        </div>
        <BlogSidebar key={`${params.search}|${params.category}`} listPath={pathname} search={params.search ?? ''} category={params.category} />
      </div>
    </SectionPage>
  );
}

export function BlogHomePage() {
  return <BlogList layout="classic" title="MENU_BLOG" nested={false} />;
}

export function BlogClassicPage() {
  return <BlogList layout="classic" title="MENU_BLOG_CLASSIC" nested />;
}

export function BlogListPage() {
  return <BlogList layout="list" title="MENU_BLOG_LIST" nested />;
}

export function BlogGridPage() {
  return <BlogList layout="grid" title="MENU_BLOG_GRID" nested />;
}
