import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLocation, useParams } from 'react-router';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Breadcrumbs } from '../../ui/breadcrumbs/breadcrumbs';
import { cx } from '../../ui/cx';
import { useCurrentVehicle } from '../../garage';
import { ProductPurchase } from '../product-purchase/product-purchase';
import { PostcodeEstimate } from '../../shipping/postcode-estimate';
import { ProductSummary } from '../product-purchase/product-summary';
import { lazyBlock } from '../../lib/lazy-block';
import type { ProductSummaryProps } from '../product-purchase/product-summary';
import { FitPanel } from './fitment/fit-panel';
import { ProductGallery } from './gallery/product-gallery';
import { ProductPageSkeleton } from './product-page-skeleton';
import { ProductPageQuery } from './product-page-query';
import styles from './product-page.module.css';

// The blocks below the first screen: their code loads when they near the screen, are pointed at or
// the browser is idle after the load event, and each hydrates on its own (lib/lazy-block.tsx).
const ProductTabs = lazyBlock('product-tabs', () => import('./tabs/product-tabs').then((m) => m.ProductTabs));
const ProductAnalogs = lazyBlock('product-analogs', () => import('./below/product-analogs').then((m) => m.ProductAnalogs));
const RelatedProducts = lazyBlock('product-related', () => import('./below/related-products').then((m) => m.RelatedProducts));

/** The products the menu's layout links show: a shop product with options and a former price. */
export const LAYOUT_SAMPLES = {
  'product-full': 'amortiguador-monroe-g7406',
  'product-sidebar': 'aceite-castrol-edge-5w30',
} as const;

type Layout = keyof typeof LAYOUT_SAMPLES;

/** Which product and layout a route shows: `/shop/products/:slug` full width, or a layout sample. */
export function productRoute(pathname: string, slug: string | undefined): { slug: string; layout: Layout } {
  const layout: Layout = pathname.endsWith('/product-sidebar') ? 'product-sidebar' : 'product-full';
  return { slug: slug ?? LAYOUT_SAMPLES[layout], layout };
}

/**
 * The product's facts with the fit statement for the shopper's current vehicle. The vehicle is read
 * here, not by the page: the garage's answer, asked once the page has hydrated, re-renders this part
 * alone, not the page with the blocks below it still waiting to hydrate.
 */
function VehicleSummary({ product }: Pick<ProductSummaryProps, 'product'>) {
  const { vehicle } = useCurrentVehicle();
  return <ProductSummary product={product} vehicle={vehicle} />;
}

/**
 * A product's page: gallery, facts, purchase form and fitment, then the tabs, the analogs and the
 * related products; in the sidebar layout fitment and related products sit in a side column.
 * An unknown slug shows the 404 page with 'Product not found'.
 */
export function ProductPage() {
  const { t } = useTranslation();
  const params = useParams();
  const { pathname } = useLocation();
  const { slug, layout } = productRoute(pathname, params.slug);
  const { data, loading, error, refetch } = usePageQuery(ProductPageQuery, { variables: { slug } });
  const product = data?.product;
  useDocumentTitle(product?.name ?? t('MENU_SHOP_PRODUCT'));

  if (!product && apiErrorCode(error) === 'NOT_FOUND') return <NotFoundPage message={t('ERROR_PRODUCT_NOT_FOUND')} />;

  const sidebar = layout === 'product-sidebar';
  const category = product?.categories[0];
  return (
    <article className={cx(styles.page, sidebar && styles.withSidebar)} data-layout={layout}>
      <Breadcrumbs
        className={styles.crumbs}
        items={[
          { label: t('MENU_HOME'), href: '/' },
          { label: t('MENU_SHOP'), href: '/shop' },
          ...(category ? [{ label: category.name, href: `/shop/category/${encodeURIComponent(category.slug)}` }] : []),
          { label: product?.name ?? t('MENU_SHOP_PRODUCT') },
        ]}
      />
      <QueryState data={product} loading={loading} error={error} onRetry={() => refetch()} skeleton={<ProductPageSkeleton />}>
        {(p) => (
          <div className={styles.columns}>
            <div className={styles.main}>
              <div className={styles.top}>
                <ProductGallery images={p.images} name={p.name} layout={layout} />
                <div className={styles.info}>
                  <VehicleSummary product={p} />
                  <ProductPurchase product={p} />
                  {p.purchasable && <PostcodeEstimate target={{ kind: 'product', productId: p.id }} />}
                  {!sidebar && <FitPanel slug={p.slug} />}
                </div>
              </div>
              {/* Below the first screen: each part a Suspense boundary of its own (sent and hydrated on its own). */}
              <ProductTabs product={p} />
              <ProductAnalogs slug={p.slug} />
              {!sidebar && <RelatedProducts slug={p.slug} />}
            </div>
            {sidebar && (
              <aside className={styles.sidebar} aria-label={t('TEXT_PRODUCT_SIDEBAR')}>
                <FitPanel slug={p.slug} />
                <RelatedProducts slug={p.slug} compact />
              </aside>
            )}
          </div>
        )}
      </QueryState>
    </article>
  );
}
