import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { cx } from '../../ui/cx';
import { Image } from '../../ui/image/image';
import { blogCategoryUrl, postUrl } from '../blog-urls';
import { PostDate } from '../post-date';
import styles from './post-card.module.css';

export const PostCardFragment = graphql(`
  fragment PostCard_post on BlogPost {
    id
    slug
    title
    image
    excerpt
    author
    date
    categories {
      id
      slug
      name
    }
  }
`);

export type PostCardLayout = 'grid' | 'list' | 'classic';

export interface PostCardProps {
  post: FragmentType<typeof PostCardFragment>;
  layout?: PostCardLayout;
  headingLevel?: 2 | 3;
  priorityImage?: boolean;
}

/** A post in a list: picture, categories, title, date and author, excerpt and a 'read more' link. */
export function PostCard({ post: ref, layout = 'grid', headingLevel = 2, priorityImage = false }: PostCardProps) {
  const post = useFragment(PostCardFragment, ref);
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const href = postUrl(post);
  return (
    <article className={cx(styles.card, styles[layout])}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <Image src={post.image} alt="" width={880} height={440} fit="cover" priority={priorityImage} frameClassName={styles.image} />
      </Link>
      <div className={styles.body}>
        {post.categories.length > 0 && (
          <ul className={styles.categories} aria-label={t('TEXT_BLOG_CATEGORIES')}>
            {post.categories.map((c) => (
              <li key={c.id}>
                <Link to={blogCategoryUrl(c.slug)}>{c.name}</Link>
              </li>
            ))}
          </ul>
        )}
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className={styles.meta}>
          <PostDate date={post.date} /> · {t('TEXT_BLOG_BY_AUTHOR', { author: post.author })}
        </p>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link to={href} className={styles.more} aria-label={t('BUTTON_READ_MORE_ABOUT', { title: post.title })}>
          {t('BUTTON_READ_MORE')}
        </Link>
      </div>
    </article>
  );
}
