import { usePageQuery } from '../../lib/data/use-page-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { PostView, type PostLayout } from './post-view';

export const PostPageQuery = graphql(`
  query PostPage($slug: String!) {
    blogPost(slug: $slug) {
      ...PostView_post
    }
  }
`);

export const PostPageLatestQuery = graphql(`
  query PostPageLatest {
    blogPosts(limit: 1) {
      items {
        ...PostView_post
      }
    }
  }
`);

function PostSkeleton() {
  return (
    <div>
      <Skeleton variant="rect" height={360} />
      <Skeleton lines={10} />
    </div>
  );
}

/** A post at its own address, `/blog/post/{slug}`; an unknown slug shows the 404 page. */
export function PostPage() {
  const { slug = '' } = useParams();
  const { data, loading, error, refetch } = usePageQuery(PostPageQuery, { variables: { slug } });
  if (apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  return (
    <QueryState data={data} loading={loading} error={error} onRetry={refetch} skeleton={<PostSkeleton />}>
      {(d) => <PostView post={d.blogPost} layout="right-sidebar" />}
    </QueryState>
  );
}

/** The newest post shown in one of the blog's post layouts. */
function LatestPostIn({ layout }: { layout: PostLayout }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(PostPageLatestQuery);
  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      skeleton={<PostSkeleton />}
      isEmpty={(d) => d.blogPosts.items.length === 0}
      empty={<SectionPage title={t('MENU_BLOG')} section={{ title: t('MENU_BLOG'), url: '/blog' }} lead={t('TEXT_BLOG_NO_POSTS')} />}
    >
      {(d) => <PostView post={d.blogPosts.items[0]} layout={layout} />}
    </QueryState>
  );
}

export function PostLeftSidebarPage() {
  return <LatestPostIn layout="left-sidebar" />;
}

export function PostRightSidebarPage() {
  return <LatestPostIn layout="right-sidebar" />;
}

export function PostWithoutImagePage() {
  return <LatestPostIn layout="without-image" />;
}
