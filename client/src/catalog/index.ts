// What other features use of the catalogue: the quick view, a product page's prefetch, and the
// listing's parts the vehicle pages show (cards, listing, filters, notices).
export { QuickViewProvider } from './quick-view/quick-view-provider';
export { useQuickView } from './quick-view/quick-view-context';
export { prefetchProduct } from './product-page/prefetch-product';
export { CatalogNotice, useCatalogUnavailable } from './catalog-notice/catalog-notice';
export { ProductCards, type CardFit } from './product-list/product-cards';
export { ProductListing } from './product-list/product-listing';
export { ListingEmpty } from './product-list/listing-empty';
export { filterOf, ProductListingFragment, type ListingData } from './product-list/product-listing-data';
export { clearFilters, hasFilters, toListFilters } from './product-list/list-url-state';
export { withView } from './product-list/category-url';
export { useListState } from './product-list/use-list-state';
export { orderWithinPage } from './category-page/provider-listing';
export { ActiveFilters } from './category-page/filters/active-filters';
export { FiltersPanel, type CategoryLink } from './category-page/filters/filters-panel';
