// What other features use of the checkout: the address form's parts and an order's view.
export { ADDRESS_FIELDS, addressInput, addressValues, emptyAddress, useAddressDraft, type AddressField, type AddressValues } from './address-draft';
export { AddressFields, addressFieldLabel } from './checkout-page/address-fields';
export { OrderView, OrderViewFragment, STATUS, orderDate } from './order-view/order-view';
export { PaymentPanel } from './payment/payment-panel';
export { AddressDocument } from './order-view/order-address';
