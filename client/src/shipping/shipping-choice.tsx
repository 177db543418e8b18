import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from '../i18n/use-translation';
import { useHydrated } from '../lib/data/use-hydrated';
import { Select } from '../ui/form/select';
import { Skeleton } from '../ui/skeleton/skeleton';
import { useFragment } from '../gql';
import type { ShippingOption_OptionFragment } from '../gql/graphql';
import { EstimateSentence, OptionSummary, useQuoteErrorText } from './postcode-estimate';
import { CartShippingQuoteQuery, ShippingBranchesQuery, ShippingOptionFragment, ShippingQuoteFragment } from './shipping-documents';
import styles from './shipping.module.css';

/** The option chosen and, for a branch option, the branch: what checkout sends. */
export interface ShippingSelection {
  quoteId: string;
  branchId: string | null;
  option: ShippingOption_OptionFragment;
}

/** An option's identity across quotes (a new quote gives it a new id). */
const keyOf = (o: Pick<ShippingOption_OptionFragment, 'carrier' | 'service' | 'mode'>) => `${o.carrier}|${o.service}|${o.mode}`;

export interface ShippingChoiceProps {
  /** The shipping address's postal code once it is one; null while it is not. */
  postcode: string | null;
  /** Changes when the cart's lines do (they are quoted again). */
  refreshKey: number;
  /** Told the complete choice, or null while there is none (or a branch option has no branch yet). */
  onChange: (selection: ShippingSelection | null) => void;
  /** The shopper tried to place the order without a choice. */
  showRequired: boolean;
  titleClassName?: string;
}

/**
 * Checkout's shipping options to the shipping address's postal code: every carrier's home and
 * branch options (the branch chosen from the carrier's list), and the shop's counter. Chosen again
 * by carrier, service and way when the quote is renewed, so a new quote keeps the shopper's choice.
 */
export function ShippingChoice({ postcode, refreshKey, onChange, showRequired, titleClassName }: ShippingChoiceProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const errorText = useQuoteErrorText();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [branchId, setBranchId] = useState<string | null>(null);
  const quote = useQuery(CartShippingQuoteQuery, { variables: { postcode: postcode ?? '' }, skip: !hydrated || !postcode, fetchPolicy: 'network-only' });
  const quoted = useFragment(ShippingQuoteFragment, quote.data?.shippingQuote);
  const options = useFragment(ShippingOptionFragment, quoted?.options) ?? [];
  const chosen = options.find((o) => keyOf(o) === chosenKey) ?? null;
  const branches = useQuery(ShippingBranchesQuery, {
    variables: { postcode: postcode ?? '', carrier: chosen?.carrier ?? '' },
    skip: !hydrated || !postcode || chosen?.mode !== 'BRANCH',
  });
  const branchList = branches.data?.shippingBranches ?? [];
  const branch = branchList.find((b) => b.id === branchId) ?? null;

  const { refetch } = quote;
  useEffect(() => {
    if (hydrated && postcode) void refetch().catch(() => undefined);
    // The cart's lines changed: its parcels, and so its quote, may have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const quoteId = chosen?.quoteId ?? null;
  const complete = chosen !== null && (chosen.mode !== 'BRANCH' || branch !== null);
  useEffect(() => {
    onChange(complete && chosen ? { quoteId: chosen.quoteId, branchId: chosen.mode === 'BRANCH' ? (branch?.id ?? null) : null, option: chosen } : null);
    // Told again only when what would be sent changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [quoteId, complete, branch?.id]);

  const required = showRequired && !complete ? t(chosen?.mode === 'BRANCH' ? 'ERROR_API_SHIPPING_BRANCH_INVALID' : 'TEXT_CHECKOUT_SHIPPING_REQUIRED') : null;

  return (
    <section aria-labelledby="checkout-shipping-method-title" data-shipping-choice>
      <h2 id="checkout-shipping-method-title" className={titleClassName}>{t('TEXT_CHECKOUT_SHIPPING_METHOD')}</h2>
      {!postcode ? (
        <p className={styles.status}>{t('TEXT_CHECKOUT_SHIPPING_NEEDS_POSTCODE')}</p>
      ) : quote.error ? (
        <p className={styles.error} role="alert">
          {errorText(quote.error)}
        </p>
      ) : !quote.data || !quoted || quote.loading ? (
        <Skeleton lines={4} />
      ) : (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{t('TEXT_SHIPPING_OPTIONS_TO', { postcode: quoted.postcode })}</legend>
          <EstimateSentence quote={quote.data.shippingQuote} />
          {quoted.fallback && <p className={styles.note}>{t('TEXT_SHIPPING_FALLBACK')}</p>}
          {options.map((o) => (
            <div key={keyOf(o)}>
              <label className={styles.choice} data-shipping-option={o.carrier} data-mode={o.mode}>
                <input
                  type="radio"
                  name="shipping-option"
                  value={keyOf(o)}
                  checked={chosenKey === keyOf(o)}
                  onChange={() => {
                    setChosenKey(keyOf(o));
                    setBranchId(null);
                  }}
                />
                <OptionSummary option={o} />
              </label>
              {chosen && keyOf(chosen) === keyOf(o) && o.mode === 'BRANCH' && (
                <div className={styles.branch}>
                  {branches.loading ? (
                    <Skeleton lines={1} />
                  ) : branchList.length === 0 ? (
                    <p className={styles.note}>{t('TEXT_SHIPPING_NO_BRANCHES')}</p>
                  ) : (
                    <Select
                      label={t('INPUT_SHIPPING_BRANCH_LABEL')}
                      placeholder={t('INPUT_SHIPPING_BRANCH_PLACEHOLDER')}
                      value={branchId ?? ''}
                      onChange={(e) => setBranchId(e.target.value || null)}
                      options={branchList.map((b) => ({ value: b.id, label: `${b.name} — ${b.address}, ${b.locality}` }))}
                      name="shipping-branch"
                      required
                    />
                  )}
                </div>
              )}
            </div>
          ))}
          {required && (
            <p className={styles.error} role="alert">
              {required}
            </p>
          )}
        </fieldset>
      )}
    </section>
  );
}
