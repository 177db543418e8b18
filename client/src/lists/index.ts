// What other features use of the lists: adding to the wishlist and the comparison list.
export { useListToggles } from './use-list-toggles';
export { useAddToWishlist } from './use-add-to-wishlist';
export { useAddToCompare } from './use-add-to-compare';
