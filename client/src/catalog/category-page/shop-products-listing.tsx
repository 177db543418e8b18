import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment } from '../../gql';
import { ProductListing } from '../product-list/product-listing';
import { ListingEmpty } from '../product-list/listing-empty';
import { filterOf, ProductListingFragment, type ListingData } from '../product-list/product-listing-data';
import { clearFilters, hasFilters, toListFilters } from '../product-list/list-url-state';
import { categoryUrl, withView } from '../product-list/category-url';
import type { ListStateApi } from '../product-list/use-list-state';
import { ActiveFilters } from './filters/active-filters';
import { FiltersPanel, type CategoryLink } from './filters/filters-panel';

export const CategoryPageProductsQuery = graphql(`
  query CategoryPageProducts($category: String, $filters: ProductListFilters, $sort: ProductSort, $page: Int) {
    products(category: $category, filters: $filters, sort: $sort, page: $page, limit: 8) {
      ...ProductListing_list
    }
  }
`);

export interface ShopProductsListingProps {
  list: ListStateApi;
  /** The shop category listed (all products without one), with its place in the tree. */
  category?: {
    slug: string;
    name: string;
    parent?: { slug: string; name: string } | null;
    children: readonly { id: string; slug: string; name: string; layout: string }[];
  } | null;
}

/** The shop's products, of one category or all of them, with the filters the API answers. */
export function ShopProductsListing({ list, category }: ShopProductsListingProps) {
  const { t } = useTranslation();
  const { state } = list;
  const { data, previousData, loading, error, refetch } = usePageQuery(CategoryPageProductsQuery, {
    variables: { category: category?.slug ?? null, filters: toListFilters(state), sort: state.sort, page: state.page },
  });

  const shownList = useFragment(ProductListingFragment, data?.products ?? previousData?.products);
  const categoryLinks = (shown: ListingData | undefined): CategoryLink[] => {
    if (category) {
      const links: CategoryLink[] = [];
      if (category.parent) links.push({ key: category.parent.slug, name: category.parent.name, href: withView(categoryUrl(category.parent), state), depth: 0 });
      links.push({ key: category.slug, name: category.name, href: withView(categoryUrl(category), state), current: true, depth: category.parent ? 1 : 0 });
      for (const child of category.children) {
        links.push({ key: child.id, name: child.name, href: withView(categoryUrl(child), state), depth: category.parent ? 2 : 1 });
      }
      return links;
    }
    const tops = shown ? filterOf(shown, 'category')?.categories ?? [] : [];
    return tops.map((c) => ({ key: c.id, name: c.name, href: withView(categoryUrl(c), state), depth: 0 }));
  };

  return (
    <ProductListing
      list={list}
      data={data?.products}
      previousData={previousData?.products}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      filters={(shown) => <FiltersPanel list={list} data={shown} categories={categoryLinks(shown)} />}
      activeFilters={<ActiveFilters list={list} data={shownList} />}
      empty={<ListingEmpty message={t('TEXT_LISTING_EMPTY')} resetHref={hasFilters(state) ? list.hrefOf(clearFilters(state)) : null} />}
    />
  );
}
