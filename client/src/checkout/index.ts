// What other features use of the checkout: the address form's parts and an order's view.
export { ADDRESS_FIELDS, addressInput, emptyAddress, useAddressDraft, type AddressField, type AddressValues } from './address-draft';
export { AddressFields, addressFieldLabel } from './checkout-page/address-fields';
export { OrderView, STATUS, orderDate } from './order-view/order-view';
