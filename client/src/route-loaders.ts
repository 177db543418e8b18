/**
 * The lazily loaded pages of the shop, one chunk per page module. Routes load a page on demand;
 * once the first page is on screen the frame preloads them all, so later clicks are instant.
 */
export const pageLoaders = {
  shop: () => import('./catalog/shop-page/shop-page'),
  category: () => import('./catalog/category-page/category-page'),
  product: () => import('./catalog/product-page/product-page'),
  cart: () => import('./cart/cart-page/cart-page'),
  checkout: () => import('./checkout/checkout-page/checkout-page'),
  orderSuccess: () => import('./checkout/order-success-page/order-success-page'),
  trackOrder: () => import('./checkout/track-order-page/track-order-page'),
  wishlist: () => import('./lists/wishlist-page/wishlist-page'),
  compare: () => import('./lists/compare-page/compare-page'),
  blogList: () => import('./blog/blog-list-page/blog-list-page'),
  blogPost: () => import('./blog/post-page/post-page'),
  login: () => import('./account/login/login-page'),
  dashboard: () => import('./account/dashboard/dashboard-page'),
  profile: () => import('./account/profile/profile-page'),
  password: () => import('./account/password/password-page'),
  orders: () => import('./account/orders/orders-page'),
  orderDetails: () => import('./account/orders/order-details-page'),
  addresses: () => import('./account/addresses/addresses-page'),
  editAddress: () => import('./account/addresses/edit-address-page'),
  garage: () => import('./garage/garage-page/garage-page'),
  about: () => import('./site/about/about-page'),
  contact: () => import('./site/contact/contact-page'),
  terms: () => import('./site/terms/terms-page'),
  faq: () => import('./site/faq/faq-page'),
  typography: () => import('./site/typography/typography-page'),
  components: () => import('./ui/gallery/gallery-page'),
} as const;

/** Resolves when the browser is idle (or after a short pause where it cannot tell). */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/**
 * Loads every page module, one at a time, each when the browser is idle: a module is fetched,
 * compiled and run in a task of its own instead of all of them in one long task.
 */
export async function preloadPages(): Promise<void> {
  for (const load of Object.values(pageLoaders)) {
    await idle();
    await load();
  }
}
