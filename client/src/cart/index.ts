// What other features use of the cart: adding to it and removing a line.
export { useAddToCart, type CartOptionChoice } from './use-add-to-cart';
export { useRemoveCartItem } from './use-remove-cart-item';
