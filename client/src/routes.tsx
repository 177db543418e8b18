import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAccountSection, loadBlogSection, loadComponentGallery, loadShopSection, loadSiteSection } from './app/sections';
import { Frame } from './frame/Frame';
import {
  CLASSIC_VARIANTS,
  DEFAULT_HEADER,
  MOBILE_VARIANTS,
  ROOT_HEADER,
  SPACESHIP_VARIANTS,
  type FrameHandle,
  type HeaderChoice,
} from './frame/header-config';
import { HomePage } from './home/HomePage';
import { NotFoundPage } from './site/NotFoundPage';

/** A route whose page comes from a lazily loaded section. */
function lazyPage<M>(path: string | undefined, load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

const handle = (header: HeaderChoice): FrameHandle => ({ header });

const shopRoutes: RouteObject[] = [
  lazyPage(undefined, loadShopSection, (m) => m.ShopHomePage),
  lazyPage('category/products', loadShopSection, (m) => m.ShopCategoryPage),
  lazyPage('category/:slug', loadShopSection, (m) => m.ShopCategoryPage),
  lazyPage('category/:slug/products', loadShopSection, (m) => m.ShopCategoryPage),
  lazyPage('products/:slug', loadShopSection, (m) => m.ShopProductPage),
  lazyPage('product-full', loadShopSection, (m) => m.ShopProductPage),
  lazyPage('product-sidebar', loadShopSection, (m) => m.ShopProductPage),
  lazyPage('cart', loadShopSection, (m) => m.ShopCartPage),
  lazyPage('checkout', loadShopSection, (m) => m.ShopCheckoutPage),
  lazyPage('order-success', loadShopSection, (m) => m.ShopOrderSuccessPage),
  lazyPage('wishlist', loadShopSection, (m) => m.ShopWishlistPage),
  lazyPage('compare', loadShopSection, (m) => m.ShopComparePage),
  lazyPage('track-order', loadShopSection, (m) => m.ShopTrackOrderPage),
];

const blogRoutes: RouteObject[] = [
  lazyPage(undefined, loadBlogSection, (m) => m.BlogHomePage),
  lazyPage('category-classic', loadBlogSection, (m) => m.BlogClassicPage),
  lazyPage('category-list', loadBlogSection, (m) => m.BlogListPage),
  lazyPage('category-grid', loadBlogSection, (m) => m.BlogGridPage),
  lazyPage('post-left-sidebar', loadBlogSection, (m) => m.BlogPostLeftPage),
  lazyPage('post-right-sidebar', loadBlogSection, (m) => m.BlogPostRightPage),
  lazyPage('post-without-image', loadBlogSection, (m) => m.BlogPostNoImagePage),
];

const accountRoutes: RouteObject[] = [
  lazyPage(undefined, loadAccountSection, (m) => m.AccountHomePage),
  lazyPage('login', loadAccountSection, (m) => m.AccountLoginPage),
  lazyPage('dashboard', loadAccountSection, (m) => m.AccountDashboardPage),
  lazyPage('garage', loadAccountSection, (m) => m.AccountGaragePage),
  lazyPage('profile', loadAccountSection, (m) => m.AccountProfilePage),
  lazyPage('orders', loadAccountSection, (m) => m.AccountOrdersPage),
  lazyPage('orders/:id', loadAccountSection, (m) => m.AccountOrderDetailsPage),
  lazyPage('order-details', loadAccountSection, (m) => m.AccountOrderDetailsPage),
  lazyPage('addresses', loadAccountSection, (m) => m.AccountAddressesPage),
  lazyPage('addresses/:id', loadAccountSection, (m) => m.AccountEditAddressPage),
  lazyPage('edit-address', loadAccountSection, (m) => m.AccountEditAddressPage),
  lazyPage('password', loadAccountSection, (m) => m.AccountPasswordPage),
];

const siteRoutes: RouteObject[] = [
  lazyPage('about-us', loadSiteSection, (m) => m.AboutUsPage),
  lazyPage('contact-us-v1', loadSiteSection, (m) => m.ContactUsOnePage),
  lazyPage('contact-us-v2', loadSiteSection, (m) => m.ContactUsTwoPage),
  { path: 'not-found', element: <NotFoundPage /> },
  lazyPage('terms', loadSiteSection, (m) => m.TermsPage),
  lazyPage('faq', loadSiteSection, (m) => m.FaqPage),
  lazyPage('components', loadComponentGallery, (m) => m.Gallery),
  lazyPage('typography', loadSiteSection, (m) => m.TypographyPage),
];

/** The header-variant showcase routes: the home page under each desktop and mobile header. */
const variantRoutes: RouteObject[] = [
  ...SPACESHIP_VARIANTS.map((variant) => ({
    path: `header-spaceship-variant-${variant}`,
    handle: handle({ desktop: { layout: 'spaceship', variant }, mobile: DEFAULT_HEADER.mobile }),
    element: <HomePage />,
  })),
  ...CLASSIC_VARIANTS.map((variant) => ({
    path: `header-classic-variant-${variant}`,
    handle: handle({ desktop: { layout: 'classic', variant }, mobile: DEFAULT_HEADER.mobile }),
    element: <HomePage />,
  })),
  ...MOBILE_VARIANTS.map((mobile) => ({
    path: `mobile-header-variant-${mobile}`,
    handle: handle({ desktop: DEFAULT_HEADER.desktop, mobile }),
    element: <HomePage />,
  })),
];

/**
 * Every route of the shop in one table, shared by the browser router and a server renderer: one
 * frame around all of them, the root with the classic header and its lazy sections, the
 * header-variant pages, and the 404 page for anything else.
 */
export const routes: RouteObject[] = [
  {
    element: <Frame />,
    children: [
      {
        path: '/',
        handle: handle(ROOT_HEADER),
        children: [
          { index: true, element: <HomePage /> },
          { path: 'shop', children: shopRoutes },
          { path: 'blog', children: blogRoutes },
          { path: 'account', children: accountRoutes },
          { path: 'site', children: siteRoutes },
        ],
      },
      { path: 'home-two', handle: handle(ROOT_HEADER), element: <HomePage variant="two" /> },
      ...variantRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
