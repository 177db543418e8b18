import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { InMemoryCache } from '@apollo/client';
import type { ReactElement } from 'react';
import { typePolicies } from '../app/cache';
import { renderWithTexts, text } from '../test/render-page';
import { BrandsStrip } from './brands-strip';
import { HomeBrandsQuery, HomeColumnsQuery, HomeLatestPostsQuery } from './home-documents';
import { LatestPosts } from './latest-posts';
import { ProductColumns } from './product-columns';

function renderBlock(ui: ReactElement, mocks: MockedProviderProps['mocks']) {
  return renderWithTexts(
    <MockedProvider mocks={mocks} cache={new InMemoryCache({ typePolicies })}>
      {ui}
    </MockedProvider>,
  );
}

const product = (id: string, name: string) => ({
  __typename: 'Product' as const,
  id,
  slug: id,
  name,
  images: [`/images/${id}.svg`],
  rating: 4,
  reviews: 2,
  price: 1000,
  compareAtPrice: null,
});

const post = {
  __typename: 'BlogPost' as const,
  id: '5',
  slug: 'kit-de-distribucion',
  title: 'Kit de distribución',
  image: '/images/shop/blog/5.svg',
  excerpt: 'Respetá el intervalo.',
  author: 'Martín Sosa',
  date: '2026-10-14T09:00:00.000Z',
  categories: [{ __typename: 'Category' as const, id: 'blog-mantenimiento', slug: 'mantenimiento', name: 'Mantenimiento' }],
};

describe('home blocks', () => {
  it('show skeletons while loading, then their content with links to the pages', async () => {
    const { container } = renderBlock(<ProductColumns />, [
      {
        request: { query: HomeColumnsQuery },
        result: { data: { topRatedProducts: [product('a', 'Batería')], latestProducts: [product('b', 'Lámpara')], specialOffers: [] } },
      },
    ]);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    const topRated = await screen.findByRole('region', { name: text('TEXT_HOME_TAB_TOP_RATED') });
    expect(within(topRated).getByRole('link', { name: 'Batería' }).getAttribute('href')).toBe('/shop/products/a');
    expect(screen.getByRole('region', { name: text('TEXT_HOME_LATEST_PRODUCTS') })).toBeTruthy();
    // A column without products is left out.
    expect(screen.queryByRole('region', { name: text('TEXT_HOME_TAB_ON_SALE') })).toBeNull();
  });

  it('hide themselves when they have nothing to show', async () => {
    const { container } = renderBlock(
      <>
        <ProductColumns />
        <BrandsStrip />
        <LatestPosts />
      </>,
      [
        { request: { query: HomeColumnsQuery }, result: { data: { topRatedProducts: [], latestProducts: [], specialOffers: [] } } },
        { request: { query: HomeBrandsQuery }, result: { data: { partBrands: null } } },
        { request: { query: HomeLatestPostsQuery }, result: { data: { blogPosts: { __typename: 'BlogPostList', items: [] } } } },
      ],
    );
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('lead each post card to the post by its slug', async () => {
    renderBlock(<LatestPosts />, [{ request: { query: HomeLatestPostsQuery }, result: { data: { blogPosts: { __typename: 'BlogPostList', items: [post] } } } }]);
    const title = await screen.findByRole('link', { name: 'Kit de distribución' });
    expect(title.getAttribute('href')).toBe('/blog/post/kit-de-distribucion');
    expect(screen.getByRole('link', { name: 'Mantenimiento' }).getAttribute('href')).toBe('/blog?category=mantenimiento');
    expect(screen.getByRole('link', { name: text('LINK_HOME_ALL_POSTS') }).getAttribute('href')).toBe('/blog');
  });
});
