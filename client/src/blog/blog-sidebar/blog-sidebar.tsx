import { useState, type FormEvent } from 'react';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { QueryState } from '../../lib/query-state/query-state';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { blogCategoryUrl, postUrl } from '../blog-urls';
import { PostDate } from '../post-date';
import styles from './blog-sidebar.module.css';

export const BlogSidebarQuery = graphql(`
  query BlogSidebar {
    blogCategories {
      id
      slug
      name
      itemsCount
    }
    blogPosts(limit: 4) {
      items {
        id
        slug
        title
        date
      }
    }
  }
`);

export interface BlogSidebarProps {
  /** Where the search and the category links lead: the blog list of the current layout. */
  listPath?: string;
  /** The search shown in the box. */
  search?: string;
  /** The category being shown, marked in the list. */
  category?: string | null;
}

/** The blog's sidebar: search within the posts, the blog categories with their counts, the latest posts. */
export function BlogSidebar({ listPath = '/blog', search = '', category = null }: BlogSidebarProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(search);
  const { data, loading, error, refetch } = usePageQuery(BlogSidebarQuery);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    navigate(q ? `${listPath}?search=${encodeURIComponent(q)}` : listPath);
  };

  return (
    <aside className={styles.sidebar} aria-label={t('TEXT_BLOG_SIDEBAR')}>
      <section className={styles.widget}>
        <h2 className={styles.title}>{t('TEXT_BLOG_SEARCH')}</h2>
        <form role="search" className={styles.search} onSubmit={onSubmit}>
          <Input
            label={t('TEXT_BLOG_SEARCH')}
            hideLabel
            type="search"
            name="search"
            value={text}
            placeholder={t('INPUT_BLOG_SEARCH_PLACEHOLDER')}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit">{t('BUTTON_SEARCH')}</Button>
        </form>
      </section>
      <QueryState
        data={data}
        loading={loading}
        error={error}
        onRetry={refetch}
        skeleton={
          <section className={styles.widget}>
            <Skeleton lines={6} />
          </section>
        }
      >
        {(d) => (
          <>
            {d.blogCategories.length > 0 && (
              <section className={styles.widget} aria-labelledby="blog-sidebar-categories">
                <h2 id="blog-sidebar-categories" className={styles.title}>
                  {t('TEXT_BLOG_CATEGORIES')}
                </h2>
                <ul className={styles.categories}>
                  {d.blogCategories.map((c) => (
                    <li key={c.id}>
                      <Link
                        to={listPath === '/blog' ? blogCategoryUrl(c.slug) : `${listPath}?category=${encodeURIComponent(c.slug)}`}
                        aria-current={c.slug === category ? 'page' : undefined}
                      >
                        {c.name}
                      </Link>
                      <span className={styles.count} aria-label={t('TEXT_BLOG_POST_COUNT', { count: c.itemsCount })}>
                        {c.itemsCount}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {d.blogPosts.items.length > 0 && (
              <section className={styles.widget} aria-labelledby="blog-sidebar-latest">
                <h2 id="blog-sidebar-latest" className={styles.title}>
                  {t('TEXT_BLOG_LATEST_POSTS')}
                </h2>
                <ul className={styles.latest}>
                  {d.blogPosts.items.map((p) => (
                    <li key={p.id}>
                      <Link to={postUrl(p)}>{p.title}</Link>
                      <span className={styles.date}>
                        <PostDate date={p.date} />
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </QueryState>
    </aside>
  );
}
