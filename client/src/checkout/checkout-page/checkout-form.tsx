import { Fragment, useEffect, useState, type FormEvent } from 'react';
import { checkArgentinePostcode } from '../../../../shared/argentina/postcode';
import { ShippingChoice, type ShippingSelection } from '../../shipping/shipping-choice';
import { useShippingPostcode } from '../../shipping/use-shipping-postcode';
import { Link } from '../../ui/link/link';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useFragment } from '../../gql';
import type { MiniCartFragment } from '../../lib/cart-data';
import { unmask } from '../../lib/data/read-fragment';
import { SavedAddressFragment } from '../../lib/saved-address-data';
import { useTranslation } from '../../i18n/use-translation';
import type { CheckoutAddressInput, CheckoutPageQuery, PaymentMethod } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/keys';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Checkbox, ChoiceGroup, RadioButton } from '../../ui/form/choice';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { addressInput, useAddressDraft, type AddressDraft } from '../address-draft';
import type { useCheckout } from '../use-checkout';
import { AddressChoice, NEW_ADDRESS } from './address-choice';
import { AddressFields } from './address-fields';
import { CheckoutAddressesQuery } from './checkout-documents';
import { checkoutErrorMessage } from './checkout-error';
import { OrderSummary } from './order-summary';
import styles from './checkout-page.module.css';

const PAYMENT_LABEL: Record<PaymentMethod, TranslationKey> = {
  CASH_ON_DELIVERY: 'TEXT_PAYMENT_CASH_ON_DELIVERY',
  BANK_TRANSFER: 'TEXT_PAYMENT_BANK_TRANSFER',
  WALLET: 'TEXT_PAYMENT_WALLET',
};

export interface CheckoutFormProps {
  data: CheckoutPageQuery;
  checkout: ReturnType<typeof useCheckout>;
}

function addressOf(choice: string, draft: AddressDraft): CheckoutAddressInput {
  return choice === NEW_ADDRESS ? { address: addressInput(draft.values) } : { addressId: choice };
}

/**
 * The checkout form: shipping address (a saved one or written out), billing (the same or another),
 * payment, comment, the order summary and the terms. Nothing is sent while a field is invalid; a
 * refusal is shown above the button and everything typed stays.
 */
export function CheckoutForm({ data, checkout }: CheckoutFormProps) {
  const { t, i18n } = useTranslation();
  const signedIn = Boolean(data.me);
  const saved = usePageQuery(CheckoutAddressesQuery, { skip: !signedIn });
  const addresses = useFragment(SavedAddressFragment, saved.data?.addresses) ?? [];
  const cart = unmask<typeof MiniCartFragment>(data.cart);
  const preferred = addresses.find((a) => a.default)?.id ?? addresses[0]?.id ?? NEW_ADDRESS;

  const shippingDraft = useAddressDraft();
  const billingDraft = useAddressDraft();
  const [shippingChoice, setShippingChoice] = useState<string | null>(null);
  const [billingChoice, setBillingChoice] = useState<string | null>(null);
  const [billingSame, setBillingSame] = useState(true);
  const [payment, setPayment] = useState<PaymentMethod | null>(null);
  const [comment, setComment] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsTouched, setTermsTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, refused } = useFocusFirstInvalid();
  const [delivery, setDelivery] = useState<ShippingSelection | null>(null);
  const [remembered, remember] = useShippingPostcode();

  const shipping = shippingChoice ?? preferred;
  const billing = billingChoice ?? preferred;
  const method = payment ?? data.paymentMethods[0]?.method ?? null;
  const usesShippingDraft = shipping === NEW_ADDRESS;
  const usesBillingDraft = !billingSame && billing === NEW_ADDRESS;
  const valid = (!usesShippingDraft || shippingDraft.valid) && (!usesBillingDraft || billingDraft.valid) && terms && method !== null && delivery !== null;

  // The postal code quoted in the cart starts the address; the address's code is then the one quoted.
  const { set: setShippingField } = shippingDraft;
  const draftPostcode = shippingDraft.values.postcode;
  useEffect(() => {
    if (remembered && draftPostcode === '') setShippingField('postcode', remembered);
    // Only the first time a remembered code is known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remembered]);
  const addressPostcode = usesShippingDraft ? draftPostcode : (addresses.find((a) => a.id === shipping)?.postcode ?? '');
  const checkedPostcode = checkArgentinePostcode(addressPostcode);
  const quotedPostcode = checkedPostcode.ok ? checkedPostcode.postcode : null;
  useEffect(() => {
    if (quotedPostcode && quotedPostcode !== remembered) remember(quotedPostcode);
  }, [quotedPostcode, remembered, remember]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (checkout.loading) return;
    if (!valid || method === null) {
      shippingDraft.touchAll();
      billingDraft.touchAll();
      setTermsTouched(true);
      refused();
      return;
    }
    setFailure(null);
    checkout
      .placeOrder({
        shippingAddress: addressOf(shipping, shippingDraft),
        billingSameAsShipping: billingSame,
        billingAddress: billingSame ? undefined : addressOf(billing, billingDraft),
        payment: method,
        comment: comment.trim() || undefined,
        shipping: delivery ? { quoteId: delivery.quoteId, branchId: delivery.branchId } : undefined,
      })
      .catch((error: unknown) => setFailure(checkoutErrorMessage(error, t, (key) => i18n.exists(key))));
  };

  const termsError = termsTouched && !terms ? t('ERROR_FORM_REQUIRED') : null;

  return (
    <form ref={formRef} className={styles.layout} onSubmit={onSubmit} noValidate aria-label={t('MENU_SHOP_CHECKOUT')}>
      <div className={styles.main}>
        <p className={styles.who}>
          {signedIn ? t('TEXT_CHECKOUT_SIGNED_IN_AS', { email: data.me?.email }) : t('TEXT_CHECKOUT_GUEST_LEAD')}{' '}
          {!signedIn && <Link to="/account/login">{t('LINK_CHECKOUT_SIGN_IN')}</Link>}
        </p>

        <section aria-labelledby="checkout-shipping-title" className={styles.section}>
          <h2 id="checkout-shipping-title" className={styles.sectionTitle}>
            {t('TEXT_CHECKOUT_SHIPPING_ADDRESS')}
          </h2>
          {addresses.length > 0 && (
            <AddressChoice section="shipping" legend={t('TEXT_CHECKOUT_SAVED_ADDRESSES')} addresses={addresses} value={shipping} onChange={setShippingChoice} />
          )}
          {usesShippingDraft && <AddressFields section="shipping" draft={shippingDraft} countries={data.countries} />}
        </section>

        <div className={styles.section}>
          <ShippingChoice
            postcode={quotedPostcode}
            refreshKey={cart.total * 1000 + cart.quantity}
            onChange={setDelivery}
            showRequired={termsTouched}
            titleClassName={styles.sectionTitle}
          />
        </div>

        <section aria-labelledby="checkout-billing-title" className={styles.section}>
          <h2 id="checkout-billing-title" className={styles.sectionTitle}>
            {t('TEXT_CHECKOUT_BILLING_ADDRESS')}
          </h2>
          <Checkbox label={t('TEXT_CHECKOUT_BILLING_SAME')} checked={billingSame} onChange={(e) => setBillingSame(e.target.checked)} />
          {!billingSame && addresses.length > 0 && (
            <AddressChoice section="billing" legend={t('TEXT_CHECKOUT_SAVED_ADDRESSES')} addresses={addresses} value={billing} onChange={setBillingChoice} />
          )}
          {usesBillingDraft && <AddressFields section="billing" draft={billingDraft} countries={data.countries} />}
        </section>

        <section className={styles.section}>
          {data.paymentMethods.length === 0 ? (
            <Alert tone="warning">{t('TEXT_CHECKOUT_NO_PAYMENT_METHODS')}</Alert>
          ) : (
            <ChoiceGroup legend={t('TEXT_CHECKOUT_PAYMENT')} className={styles.choices}>
              {data.paymentMethods.map((m) => (
                <Fragment key={m.method}>
                  <RadioButton
                    name="payment"
                    value={m.method}
                    checked={method === m.method}
                    onChange={() => setPayment(m.method)}
                    label={t(PAYMENT_LABEL[m.method])}
                    aria-describedby={m.method === 'WALLET' ? 'checkout-wallet-hint' : undefined}
                  />
                  {m.method === 'WALLET' && (
                    <p id="checkout-wallet-hint" className={styles.hint}>
                      {t('TEXT_PAYMENT_WALLET_HINT')}
                    </p>
                  )}
                </Fragment>
              ))}
            </ChoiceGroup>
          )}
        </section>

        <div className={styles.section}>
          <label htmlFor="checkout-comment" className={styles.label}>
            {t('INPUT_ORDER_COMMENT_LABEL')} {t('TEXT_OPTIONAL_MARK')}
          </label>
          <textarea
            id="checkout-comment"
            name="comment"
            className={styles.textarea}
            rows={3}
            maxLength={2000}
            value={comment}
            aria-describedby="checkout-comment-hint"
            onChange={(e) => setComment(e.target.value)}
          />
          <p id="checkout-comment-hint" className={styles.hint}>
            {t('INPUT_ORDER_COMMENT_HINT')}
          </p>
        </div>
      </div>

      <div className={styles.aside}>
        <OrderSummary cart={cart} shipping={delivery?.option ?? null} />
        <div className={styles.terms}>
          <Checkbox
            checked={terms}
            invalid={Boolean(termsError)}
            aria-describedby={termsError ? 'checkout-terms-error' : undefined}
            onChange={(e) => {
              setTerms(e.target.checked);
              setTermsTouched(true);
            }}
            label={
              <>
                {t('TEXT_CHECKOUT_ACCEPT_TERMS')} <Link to="/site/terms">{t('MENU_PAGES_TERMS')}</Link>
              </>
            }
          />
          {termsError && (
            <p id="checkout-terms-error" className={styles.error}>
              {termsError}
            </p>
          )}
        </div>
        {failure && (
          <Alert tone="danger" className={styles.failure}>
            {failure}
          </Alert>
        )}
        <Button type="submit" size="lg" block loading={checkout.loading} disabled={data.paymentMethods.length === 0}>
          {t('BUTTON_PLACE_ORDER')}
        </Button>
      </div>
    </form>
  );
}
