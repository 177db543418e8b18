import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { categoryUrl } from '../product-list/category-url';
import type { ListStateApi } from '../product-list/use-list-state';
import { ShopProductsListing } from './shop-products-listing';
import { SubcategoryGrid } from './subcategory-grid';

export const CategoryPageCategoryQuery = graphql(`
  query CategoryPageCategory($slug: String!) {
    category(slug: $slug) {
      id
      slug
      name
      layout
      parent {
        id
        slug
        name
        layout
      }
      children {
        id
        slug
        name
        image
        itemsCount
        layout
      }
    }
  }
`);

/**
 * A shop category: `/shop/category/{slug}` shows its subcategories when its layout is `categories`,
 * its products otherwise; `/shop/category/{slug}/products` always shows its products.
 */
export function ShopCategory({ slug, productsRoute, list }: { slug: string; productsRoute: boolean; list: ListStateApi }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(CategoryPageCategoryQuery, { variables: { slug } });
  if (apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage />;
  const category = data?.category;
  const section = { title: t('MENU_SHOP'), url: '/shop' };

  if (!category) {
    return (
      <SectionPage section={section} title={loading ? t('TEXT_LOADING') : t('ERROR_LOADING')}>
        <QueryState data={data} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="24rem" />}>
          {() => null}
        </QueryState>
      </SectionPage>
    );
  }
  const trail = category.parent ? [{ label: category.parent.name, href: categoryUrl(category.parent) }] : [];
  const showGrid = category.layout === 'categories' && !productsRoute && category.children.length > 0;
  return (
    <SectionPage section={section} trail={trail} title={category.name}>
      {showGrid ? <SubcategoryGrid category={category} /> : <ShopProductsListing list={list} category={category} />}
    </SectionPage>
  );
}
