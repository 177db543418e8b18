/**
 * The lazily loaded sections of the shop. Routes load them on demand; once the first page is on
 * screen the frame preloads them all.
 */
export const loadShopSection = () => import('../site/sections/shop-section');
export const loadBlogSection = () => import('../site/sections/blog-section');
export const loadAccountSection = () => import('../site/sections/account-section');
export const loadSiteSection = () => import('../site/sections/site-pages');
export const loadComponentGallery = () => import('../ui/Gallery');

export function preloadSections(): Promise<unknown> {
  return Promise.all([loadShopSection(), loadBlogSection(), loadAccountSection(), loadSiteSection(), loadComponentGallery()]);
}
