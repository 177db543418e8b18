// What other features use of the catalogue: the quick view and a product page's prefetch.
export { QuickViewProvider } from './quick-view/quick-view-provider';
export { useQuickView } from './quick-view/quick-view-context';
export { prefetchProduct } from './product-page/prefetch-product';
