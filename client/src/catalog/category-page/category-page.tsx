import { useLocation, useParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import { SectionPage } from '../../lib/section-page/section-page';
import { useListState } from '../product-list/use-list-state';
import { SearchListing } from '../search-page/search-listing';
import { ProviderListing } from './provider-listing';
import { ShopCategory } from './shop-category';
import { ShopProductsListing } from './shop-products-listing';

/** A provider assembly group's node id (the provider's categories are addressed by number). */
const isNodeId = (slug: string) => /^\d{1,10}$/.test(slug);

/**
 * Every listing route: `/shop/category/products` (all products, or search results with `?q=`),
 * `/shop/category/{slug}` and `/shop/category/{slug}/products` (a shop category), and
 * `/shop/category/{nodeId}/products` (a provider assembly group). Filters, sort, page and layout
 * live in the address's query.
 */
export function CategoryPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const { pathname } = useLocation();
  const list = useListState();

  if (slug === undefined) {
    if (list.state.q) return <SearchListing key={list.state.q} query={list.state.q} list={list} />;
    return (
      <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_ALL_PRODUCTS')}>
        <ShopProductsListing list={list} />
      </SectionPage>
    );
  }
  if (isNodeId(slug)) return <ProviderListing key={slug} nodeId={slug} list={list} />;
  return <ShopCategory key={slug} slug={slug} productsRoute={pathname.endsWith('/products')} list={list} />;
}
