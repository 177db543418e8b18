import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { notFoundLoader, pageLoaders, type PageHandle, type PageLoader } from './route-loaders';
import { Frame } from './frame/frame';
import {
  CLASSIC_VARIANTS,
  DEFAULT_HEADER,
  MOBILE_VARIANTS,
  ROOT_HEADER,
  SPACESHIP_VARIANTS,
  type FrameHandle,
  type HeaderChoice,
} from './frame/header-config';
import { HomePage } from './home/home-page';
import { RouteError } from './lib/route-error/route-error';

/** A route whose page comes from a lazily loaded section (named in its handle, see PageHandle). */
function lazyPage<M>(path: string | undefined, load: PageLoader<M>, pick: (module: M) => ComponentType, personal = false): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  const handle: PageHandle = { page: load.source, ...(personal ? { personal } : {}) };
  return path === undefined ? { index: true, lazy, handle } : { path, lazy, handle };
}

/** A vehicle page: its vehicle (if any) comes from its address, never from the session. */
function vehiclePage<M>(path: string, load: PageLoader<M>, pick: (module: M) => ComponentType): RouteObject {
  const lazy = async () => ({ Component: pick(await load()) });
  const handle: PageHandle = { page: load.source, vehicleInUrl: true };
  return { path, lazy, handle };
}

const handle = (header: HeaderChoice): FrameHandle => ({ header });

const L = pageLoaders;

const shopRoutes: RouteObject[] = [
  lazyPage(undefined, L.shop, (m) => m.ShopPage),
  lazyPage('category/products', L.category, (m) => m.CategoryPage),
  lazyPage('category/:slug', L.category, (m) => m.CategoryPage),
  lazyPage('category/:slug/products', L.category, (m) => m.CategoryPage),
  lazyPage('products/:slug', L.product, (m) => m.ProductPage),
  lazyPage('product-full', L.product, (m) => m.ProductPage),
  lazyPage('product-sidebar', L.product, (m) => m.ProductPage),
  lazyPage('cart', L.cart, (m) => m.CartPage, true),
  lazyPage('checkout', L.checkout, (m) => m.CheckoutPage, true),
  lazyPage('order-success', L.orderSuccess, (m) => m.OrderSuccessPage, true),
  lazyPage('wishlist', L.wishlist, (m) => m.WishlistPage, true),
  lazyPage('compare', L.compare, (m) => m.ComparePage, true),
  lazyPage('track-order', L.trackOrder, (m) => m.TrackOrderPage, true),
  vehiclePage('vehicles', L.vehicleMakes, (m) => m.VehicleMakesPage),
  vehiclePage('vehicles/:make', L.vehicleMake, (m) => m.VehicleMakePage),
  vehiclePage('vehicles/:make/:model', L.vehicleModel, (m) => m.VehicleModelPage),
  vehiclePage('vehicles/:make/:model/:year', L.vehicleModel, (m) => m.VehicleModelPage),
  vehiclePage('vehicles/:make/:model/:year/:vehicle', L.vehicle, (m) => m.VehiclePage),
  vehiclePage('vehicles/:make/:model/:year/:vehicle/:group', L.vehicleGroup, (m) => m.VehicleGroupPage),
];

const blogRoutes: RouteObject[] = [
  lazyPage(undefined, L.blogList, (m) => m.BlogHomePage),
  lazyPage('category-classic', L.blogList, (m) => m.BlogClassicPage),
  lazyPage('category-list', L.blogList, (m) => m.BlogListPage),
  lazyPage('category-grid', L.blogList, (m) => m.BlogGridPage),
  lazyPage('post-left-sidebar', L.blogPost, (m) => m.PostLeftSidebarPage),
  lazyPage('post-right-sidebar', L.blogPost, (m) => m.PostRightSidebarPage),
  lazyPage('post-without-image', L.blogPost, (m) => m.PostWithoutImagePage),
  lazyPage('post/:slug', L.blogPost, (m) => m.PostPage),
];

const accountRoutes: RouteObject[] = [
  lazyPage(undefined, L.dashboard, (m) => m.AccountHomePage, true),
  lazyPage('login', L.login, (m) => m.LoginPage, true),
  lazyPage('dashboard', L.dashboard, (m) => m.DashboardPage, true),
  lazyPage('garage', L.garage, (m) => m.GaragePage, true),
  lazyPage('profile', L.profile, (m) => m.ProfilePage, true),
  lazyPage('orders', L.orders, (m) => m.OrdersPage, true),
  lazyPage('orders/:id', L.orderDetails, (m) => m.OrderDetailsPage, true),
  lazyPage('order-details', L.orderDetails, (m) => m.OrderDetailsPage, true),
  lazyPage('addresses', L.addresses, (m) => m.AddressesPage, true),
  lazyPage('addresses/:id', L.editAddress, (m) => m.EditAddressPage, true),
  lazyPage('edit-address', L.editAddress, (m) => m.EditAddressPage, true),
  lazyPage('password', L.password, (m) => m.PasswordPage, true),
  // Personal: the reset link's token is in the address, and such a page is never kept in a shared cache.
  lazyPage('forgot-password', L.forgotPassword, (m) => m.ForgotPasswordPage, true),
  lazyPage('reset-password', L.resetPassword, (m) => m.ResetPasswordPage, true),
];

const siteRoutes: RouteObject[] = [
  lazyPage('about-us', L.about, (m) => m.AboutPage),
  lazyPage('contact-us-v1', L.contact, (m) => m.ContactUsOnePage),
  lazyPage('contact-us-v2', L.contact, (m) => m.ContactUsTwoPage),
  lazyPage('not-found', notFoundLoader, (m) => m.NotFoundPage),
  lazyPage('terms', L.terms, (m) => m.TermsPage),
  // The "Botón de arrepentimiento": a form without sign-in; the revocation code is shown in the browser only.
  lazyPage('arrepentimiento', L.revocation, (m) => m.RevocationPage),
  lazyPage('faq', L.faq, (m) => m.FaqPage),
  lazyPage('components', L.components, (m) => m.Gallery),
  lazyPage('typography', L.typography, (m) => m.TypographyPage),
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
        // A page that throws (or fails to load) shows the error state inside the frame.
        errorElement: <RouteError />,
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
          lazyPage('*', notFoundLoader, (m) => m.NotFoundPage),
        ],
      },
    ],
  },
];
