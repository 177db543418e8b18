import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { SectionPage } from '../../lib/section-page/section-page';
import { cx } from '../../ui/cx';
import { IconChevronEnd, IconChevronStart } from '../../ui/icons/icons';
import { Image } from '../../ui/image/image';
import { BlogSidebar } from '../blog-sidebar/blog-sidebar';
import { blogCategoryUrl, postUrl } from '../blog-urls';
import { PostDate } from '../post-date';
import { postParagraphs } from './post-paragraphs';
import styles from './post-page.module.css';

export const PostViewFragment = graphql(`
  fragment PostView_post on BlogPost {
    id
    slug
    title
    image
    excerpt
    body
    author
    date
    categories {
      id
      slug
      name
    }
    previous {
      id
      slug
      title
    }
    next {
      id
      slug
      title
    }
  }
`);

export type PostLayout = 'left-sidebar' | 'right-sidebar' | 'without-image';

/** A whole post: picture (except without-image), title, meta, the body as paragraphs, categories, previous / next, sidebar. */
export function PostView({ post: postRef, layout }: { post: FragmentType<typeof PostViewFragment>; layout: PostLayout }) {
  const post = useFragment(PostViewFragment, postRef);
  const { t } = useTranslation();
  const categories = post.categories.map((c, i) => (
    <span key={c.id}>
      {i > 0 && ', '}
      <Link to={blogCategoryUrl(c.slug)}>{c.name}</Link>
    </span>
  ));
  return (
    <SectionPage title={post.title} section={{ title: t('MENU_BLOG'), url: '/blog' }} className={styles.page}>
      <p className={styles.meta}>
        <PostDate date={post.date} /> · {t('TEXT_BLOG_BY_AUTHOR', { author: post.author })}
        {categories.length > 0 && <> · {categories}</>}
      </p>
      <div className={cx(styles.layout, styles[layout === 'left-sidebar' ? 'leftSidebar' : layout === 'right-sidebar' ? 'rightSidebar' : 'withoutImage'])}>
        <div className={styles.main}>
          {layout !== 'without-image' && (
            <Image src={post.image} alt="" width={880} height={440} fit="cover" priority frameClassName={styles.picture} />
          )}
          <div className={styles.body}>
            {postParagraphs(post.body).map((paragraph, i) => (
              <p key={i}>{paragraph}</p>
            ))}
          </div>
          {categories.length > 0 && (
            <p className={styles.categories}>
              <strong>{t('TEXT_BLOG_CATEGORIES')}:</strong> {categories}
            </p>
          )}
          <nav className={styles.adjacent} aria-label={t('TEXT_BLOG_MORE_POSTS')}>
            {post.previous ? (
              <Link to={postUrl(post.previous)} rel="prev" className={styles.previous}>
                <span className={styles.adjacentLabel}>
                  <IconChevronStart size={16} className="flip-rtl" /> {t('LINK_BLOG_PREVIOUS_POST')}
                </span>
                <span className={styles.adjacentTitle}>{post.previous.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {post.next && (
              <Link to={postUrl(post.next)} rel="next" className={styles.next}>
                <span className={styles.adjacentLabel}>
                  {t('LINK_BLOG_NEXT_POST')} <IconChevronEnd size={16} className="flip-rtl" />
                </span>
                <span className={styles.adjacentTitle}>{post.next.title}</span>
              </Link>
            )}
          </nav>
        </div>
        <BlogSidebar />
      </div>
    </SectionPage>
  );
}
