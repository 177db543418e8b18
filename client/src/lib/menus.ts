import type { TranslationKey } from '../i18n/keys';
/** An entry of the shop's menus: a translation key, where it goes, and an optional submenu. */
export interface MenuItem {
  /** Translation key of the label. */
  title: TranslationKey;
  url: string;
  /** Leaves the single-page app (a full page load). */
  external?: boolean;
  /** Drawn in the accent colour. */
  highlight?: boolean;
  /** Shown only while the shop runs in demo mode (the API explorer is served only then by default). */
  demoOnly?: boolean;
  /** Not a link but an action the menu runs (`url` is where it ends). */
  action?: 'sign-out';
  submenu?: MenuItem[];
}

/** The account menu of a signed-out shopper: sign in, register, and the garage (kept per session). */
export const SIGNED_OUT_ACCOUNT_MENU: MenuItem[] = [
  { title: 'BUTTON_LOGIN', url: '/account/login' },
  { title: 'LINK_CREATE_ACCOUNT', url: '/account/login#register' },
  { title: 'MENU_ACCOUNT_GARAGE', url: '/account/garage' },
];

/** The main link tree of the desktop navigation and the mobile menu. */
export const MAIN_MENU: MenuItem[] = [
  {
    title: 'MENU_HOME',
    url: '/',
    submenu: [
      { title: 'MENU_HOME_ONE', url: '/' },
      { title: 'MENU_HOME_TWO', url: '/home-two' },
      { title: 'MENU_HEADER_SPACESHIP_ONE', url: '/header-spaceship-variant-one' },
      { title: 'MENU_HEADER_SPACESHIP_TWO', url: '/header-spaceship-variant-two' },
      { title: 'MENU_HEADER_SPACESHIP_THREE', url: '/header-spaceship-variant-three' },
      { title: 'MENU_HEADER_CLASSIC_ONE', url: '/header-classic-variant-one' },
      { title: 'MENU_HEADER_CLASSIC_TWO', url: '/header-classic-variant-two' },
      { title: 'MENU_HEADER_CLASSIC_THREE', url: '/header-classic-variant-three' },
      { title: 'MENU_HEADER_CLASSIC_FOUR', url: '/header-classic-variant-four' },
      { title: 'MENU_HEADER_CLASSIC_FIVE', url: '/header-classic-variant-five' },
      { title: 'MENU_MOBILE_HEADER_ONE', url: '/mobile-header-variant-one' },
      { title: 'MENU_MOBILE_HEADER_TWO', url: '/mobile-header-variant-two' },
    ],
  },
  {
    title: 'MENU_SHOP',
    url: '/shop',
    submenu: [
      {
        title: 'MENU_SHOP_CATALOG',
        url: '/shop',
        submenu: [
          { title: 'MENU_SHOP_CATEGORIES', url: '/shop' },
          { title: 'MENU_SHOP_ALL_PRODUCTS', url: '/shop/category/products' },
          { title: 'MENU_SHOP_VEHICLES', url: '/shop/vehicles' },
          { title: 'MENU_SHOP_GRID', url: '/shop/category/products?layout=grid' },
          { title: 'MENU_SHOP_LIST', url: '/shop/category/products?layout=list' },
          { title: 'MENU_SHOP_TABLE', url: '/shop/category/products?layout=table' },
        ],
      },
      {
        title: 'MENU_SHOP_PRODUCT',
        url: '/shop/product-full',
        submenu: [
          { title: 'MENU_SHOP_PRODUCT_FULL', url: '/shop/product-full' },
          { title: 'MENU_SHOP_PRODUCT_SIDEBAR', url: '/shop/product-sidebar' },
        ],
      },
      { title: 'MENU_SHOP_CART', url: '/shop/cart' },
      { title: 'MENU_SHOP_CHECKOUT', url: '/shop/checkout' },
      { title: 'MENU_SHOP_ORDER_SUCCESS', url: '/shop/order-success' },
      { title: 'MENU_SHOP_WISHLIST', url: '/shop/wishlist' },
      { title: 'MENU_SHOP_COMPARE', url: '/shop/compare' },
      { title: 'MENU_SHOP_TRACK_ORDER', url: '/shop/track-order' },
    ],
  },
  {
    title: 'MENU_BLOG',
    url: '/blog',
    submenu: [
      { title: 'MENU_BLOG_CLASSIC', url: '/blog/category-classic' },
      { title: 'MENU_BLOG_LIST', url: '/blog/category-list' },
      { title: 'MENU_BLOG_GRID', url: '/blog/category-grid' },
      { title: 'MENU_BLOG_POST_LEFT', url: '/blog/post-left-sidebar' },
      { title: 'MENU_BLOG_POST_RIGHT', url: '/blog/post-right-sidebar' },
      { title: 'MENU_BLOG_POST_NO_IMAGE', url: '/blog/post-without-image' },
    ],
  },
  // Its submenu follows the session (`sessionMenu`): this is the signed-out one.
  { title: 'MENU_ACCOUNT', url: '/account', submenu: SIGNED_OUT_ACCOUNT_MENU },
  {
    title: 'MENU_PAGES',
    url: '/site/about-us',
    submenu: [
      { title: 'MENU_PAGES_ABOUT', url: '/site/about-us' },
      { title: 'MENU_PAGES_CONTACT_ONE', url: '/site/contact-us-v1' },
      { title: 'MENU_PAGES_CONTACT_TWO', url: '/site/contact-us-v2' },
      { title: 'MENU_PAGES_NOT_FOUND', url: '/site/not-found' },
      { title: 'MENU_PAGES_TERMS', url: '/site/terms' },
      { title: 'MENU_PAGES_FAQ', url: '/site/faq' },
      { title: 'MENU_PAGES_COMPONENTS', url: '/site/components' },
      { title: 'MENU_PAGES_TYPOGRAPHY', url: '/site/typography' },
    ],
  },
  // The accent link is for shoppers: the home page's products on sale. (The API explorer is linked from the footer in demo mode.)
  { title: 'MENU_OFFERS', url: '/#home-special-offers', highlight: true },
];

/** Links of the account indicator's dropdown when signed in. */
export const ACCOUNT_LINKS: MenuItem[] = [
  { title: 'MENU_ACCOUNT_DASHBOARD', url: '/account/dashboard' },
  { title: 'MENU_ACCOUNT_GARAGE', url: '/account/garage' },
  { title: 'MENU_ACCOUNT_PROFILE', url: '/account/profile' },
  { title: 'MENU_ACCOUNT_ORDERS', url: '/account/orders' },
  { title: 'MENU_ACCOUNT_ADDRESSES', url: '/account/addresses' },
];

/** The account menu of a signed-in shopper: the account's pages, then signing out. */
export const SIGNED_IN_ACCOUNT_MENU: MenuItem[] = [
  ...ACCOUNT_LINKS,
  { title: 'MENU_ACCOUNT_PASSWORD', url: '/account/password' },
  { title: 'BUTTON_LOGOUT', url: '/account/login', action: 'sign-out' },
];

/** The main menu with its account submenu for the session: signed in or not. */
export function sessionMenu(items: MenuItem[], signedIn: boolean): MenuItem[] {
  return items.map((item) => (item.title === 'MENU_ACCOUNT' ? { ...item, submenu: signedIn ? SIGNED_IN_ACCOUNT_MENU : SIGNED_OUT_ACCOUNT_MENU } : item));
}

/** The menu as this shop shows it: demo-only entries only in demo mode. */
export function visibleMenu(items: MenuItem[], demoMode: boolean): MenuItem[] {
  return demoMode ? items : items.filter((item) => !item.demoOnly);
}

/** Every internal address the menus link to (or end on), for the route-coverage test. */
export function menuUrls(items: MenuItem[] = [...MAIN_MENU, ...SIGNED_IN_ACCOUNT_MENU]): string[] {
  return items.flatMap((item) => [...(item.external ? [] : [item.url.split('#')[0]]), ...menuUrls(item.submenu ?? [])]);
}
