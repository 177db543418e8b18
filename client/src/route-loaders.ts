import { idle, INTENT_EVENTS, loaded } from './lib/idle';

/** A page module's loader, with the module's path in the web client (the build manifest's key). */
export type PageLoader<M> = (() => Promise<M>) & { readonly source: string };

/** What a page's route carries in its `handle`: its module, for the server to preload its scripts. */
export interface PageHandle {
  page?: string;
  /**
   * The page shows the shopper's own data (cart, checkout, lists, account): rendered with their
   * session, never kept by a cache. Every other page is the same for every visitor.
   */
  personal?: boolean;
  /**
   * The page is about the vehicle its address names (or about makes and models, no vehicle at all):
   * rendered without the session's current vehicle, so it is the same for every visitor.
   */
  vehicleInUrl?: boolean;
}

function page<M>(source: string, load: () => Promise<M>): PageLoader<M> {
  return Object.assign(load, { source });
}

/**
 * The lazily loaded pages of the shop, one chunk per page module. Routes load a page on demand;
 * once the first page is on screen the frame preloads them all, so later clicks are instant. A
 * server-rendered page names its module's chunks beside the app's entry, so they load together.
 */
export const pageLoaders = {
  shop: page('src/catalog/shop-page/shop-page.tsx', () => import('./catalog/shop-page/shop-page')),
  category: page('src/catalog/category-page/category-page.tsx', () => import('./catalog/category-page/category-page')),
  product: page('src/catalog/product-page/product-page.tsx', () => import('./catalog/product-page/product-page')),
  cart: page('src/cart/cart-page/cart-page.tsx', () => import('./cart/cart-page/cart-page')),
  checkout: page('src/checkout/checkout-page/checkout-page.tsx', () => import('./checkout/checkout-page/checkout-page')),
  orderSuccess: page('src/checkout/order-success-page/order-success-page.tsx', () => import('./checkout/order-success-page/order-success-page')),
  trackOrder: page('src/checkout/track-order-page/track-order-page.tsx', () => import('./checkout/track-order-page/track-order-page')),
  wishlist: page('src/lists/wishlist-page/wishlist-page.tsx', () => import('./lists/wishlist-page/wishlist-page')),
  compare: page('src/lists/compare-page/compare-page.tsx', () => import('./lists/compare-page/compare-page')),
  blogList: page('src/blog/blog-list-page/blog-list-page.tsx', () => import('./blog/blog-list-page/blog-list-page')),
  blogPost: page('src/blog/post-page/post-page.tsx', () => import('./blog/post-page/post-page')),
  login: page('src/account/login/login-page.tsx', () => import('./account/login/login-page')),
  dashboard: page('src/account/dashboard/dashboard-page.tsx', () => import('./account/dashboard/dashboard-page')),
  profile: page('src/account/profile/profile-page.tsx', () => import('./account/profile/profile-page')),
  password: page('src/account/password/password-page.tsx', () => import('./account/password/password-page')),
  forgotPassword: page('src/account/password-reset/forgot-password-page.tsx', () => import('./account/password-reset/forgot-password-page')),
  resetPassword: page('src/account/password-reset/reset-password-page.tsx', () => import('./account/password-reset/reset-password-page')),
  orders: page('src/account/orders/orders-page.tsx', () => import('./account/orders/orders-page')),
  orderDetails: page('src/account/orders/order-details-page.tsx', () => import('./account/orders/order-details-page')),
  addresses: page('src/account/addresses/addresses-page.tsx', () => import('./account/addresses/addresses-page')),
  editAddress: page('src/account/addresses/edit-address-page.tsx', () => import('./account/addresses/edit-address-page')),
  garage: page('src/garage/garage-page/garage-page.tsx', () => import('./garage/garage-page/garage-page')),
  about: page('src/site/about/about-page.tsx', () => import('./site/about/about-page')),
  contact: page('src/site/contact/contact-page.tsx', () => import('./site/contact/contact-page')),
  terms: page('src/site/terms/terms-page.tsx', () => import('./site/terms/terms-page')),
  revocation: page('src/checkout/revocation-page/revocation-page.tsx', () => import('./checkout/revocation-page/revocation-page')),
  faq: page('src/site/faq/faq-page.tsx', () => import('./site/faq/faq-page')),
  typography: page('src/site/typography/typography-page.tsx', () => import('./site/typography/typography-page')),
  components: page('src/ui/gallery/gallery-page.tsx', () => import('./ui/gallery/gallery-page')),
  vehicleMakes: page('src/vehicles/makes-page.tsx', () => import('./vehicles/makes-page')),
  vehicleMake: page('src/vehicles/make-page.tsx', () => import('./vehicles/make-page')),
  vehicleModel: page('src/vehicles/model-page.tsx', () => import('./vehicles/model-page')),
  vehicle: page('src/vehicles/vehicle-page.tsx', () => import('./vehicles/vehicle-page')),
  vehicleGroup: page('src/vehicles/group-page.tsx', () => import('./vehicles/group-page')),
} as const;

/**
 * The 404 page, for addresses no route names and for pages that find nothing: a module many pages
 * import, so the build keeps it in a chunk they share rather than one of its own (and the pages'
 * background preloading brings it).
 */
export const notFoundLoader = page('src/lib/not-found/not-found-page.tsx', () => import('./lib/not-found/not-found-page'));

/** How long after the load event the background preloading of every page starts. */
const PRELOAD_AFTER_LOAD_MS = 3000;

const loaderOf = new Map<string, PageLoader<unknown>>(Object.values(pageLoaders).map((load) => [load.source, load]));

/** Loads a page module now (a failed load is tried again when the page is opened). */
function preload(source: string): void {
  loaderOf.get(source)?.().catch(() => undefined);
}

/**
 * Loads every page module, one at a time, each when the browser is idle: a module is fetched,
 * compiled and run in a task of its own instead of all of them in one long task.
 */
export async function preloadPages(): Promise<void> {
  for (const load of Object.values(pageLoaders)) {
    await idle(1000);
    await load().catch(() => undefined);
  }
}

/**
 * Later clicks are instant without costing the first page anything: a page's module loads as
 * soon as the shopper shows the intent to open it (a pointer over a link to it, a link focused, a
 * finger on one), and every page module loads in the background a while after the load event,
 * once the first page is on screen and the browser has nothing else to do.
 * `pagesOf` names the page modules the routes of an address (a link's pathname) render.
 */
export function preloadPagesLater(pagesOf: (pathname: string) => readonly string[]): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    for (const source of pagesOf(link.pathname)) preload(source);
  };
  for (const type of INTENT_EVENTS) {
    document.addEventListener(type, onIntent, { passive: true, capture: true });
  }
  void loaded()
    .then(() => new Promise((resolve) => setTimeout(resolve, PRELOAD_AFTER_LOAD_MS)))
    .then(preloadPages);
}
