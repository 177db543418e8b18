import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { checkArgentinePostcode } from '../../../shared/argentina/postcode';
import { useTranslation } from '../i18n/use-translation';
import { apiErrorCode } from '../lib/api-error/api-error';
import { useHydrated } from '../lib/data/use-hydrated';
import { Button } from '../ui/button/button';
import { Input } from '../ui/form/input';
import { Price } from '../ui/price/price';
import { useFormatMoney } from '../ui/price/money-format';
import { useFragment, type FragmentType } from '../gql';
import type { ShippingOption_OptionFragment } from '../gql/graphql';
import { CartShippingQuoteQuery, ProductShippingQuoteQuery, ShippingOptionFragment, ShippingQuoteFragment } from './shipping-documents';
import { arrivalDay, carrierLabelKey, cleanPostcode, MODE_LABEL } from './shipping-text';
import { useShippingPostcode } from './use-shipping-postcode';
import styles from './shipping.module.css';

/** Left-to-right isolation of an amount inside a sentence (a right-to-left page keeps its symbol where it is). */
const isolate = (text: string) => `\u2066${text}\u2069`;

/** The text of a failed quote: an unknown code, a malformed one, or anything else. */
export function useQuoteErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    const code = apiErrorCode(error);
    if (code === 'SHIPPING_POSTCODE_UNKNOWN') return t('ERROR_API_SHIPPING_POSTCODE_UNKNOWN');
    if (code === 'BAD_USER_INPUT') return t('ERROR_FORM_POSTCODE_AR');
    return t('ERROR_SHIPPING_QUOTE_FAILED');
  };
}

/** "Envío a 5000: desde AR$ …, llega entre el … y el …" for a quote's cheapest option. */
export function EstimateSentence({ quote: quoteRef }: { quote: FragmentType<typeof ShippingQuoteFragment> }) {
  const { t, i18n } = useTranslation();
  const format = useFormatMoney();
  const quote = useFragment(ShippingQuoteFragment, quoteRef);
  const cheapest = useFragment(ShippingOptionFragment, quote.cheapest);
  if (!cheapest) return null;
  return (
    <p className={styles.sentence} data-shipping-estimate={quote.code}>
      {t('TEXT_SHIPPING_ESTIMATE', {
        postcode: quote.postcode,
        price: isolate(format(cheapest.price)),
        from: arrivalDay(cheapest.arrivesFrom, i18n.language),
        to: arrivalDay(cheapest.arrivesBy, i18n.language),
      })}
    </p>
  );
}

/** One option: who ships, how, the price and the days. */
export function OptionSummary({ option }: { option: ShippingOption_OptionFragment }) {
  const { t, i18n } = useTranslation();
  const own = carrierLabelKey(option.carrier);
  return (
    <span className={styles.option}>
      <span className={styles.optionName}>
        {own ? t(own) : option.service.startsWith(option.carrierName) ? option.service : option.carrierName}
        {!own && !option.service.startsWith(option.carrierName) && <span className={styles.service}> · {option.service}</span>}
      </span>
      <span className={styles.optionMode}>{t(MODE_LABEL[option.mode])}</span>
      <span className={styles.optionDays}>
        {option.mode === 'PICKUP'
          ? t('TEXT_SHIPPING_READY_ON', { date: arrivalDay(option.arrivesFrom, i18n.language) })
          : option.arrivesFrom === option.arrivesBy
            ? t('TEXT_SHIPPING_ARRIVES_ON', { date: arrivalDay(option.arrivesFrom, i18n.language) })
            : t('TEXT_SHIPPING_ARRIVES', { from: arrivalDay(option.arrivesFrom, i18n.language), to: arrivalDay(option.arrivesBy, i18n.language) })}
      </span>
      {option.priceCentavos === 0 ? <span className={styles.free}>{t('TEXT_SHIPPING_FREE')}</span> : <Price value={option.price} size="sm" />}
    </span>
  );
}

export type EstimateTarget = { kind: 'cart'; refreshKey: number } | { kind: 'product'; productId: string };

/**
 * A postal-code estimate: the shopper writes a code (a CPA or four digits; the last one given is
 * remembered), the shop answers the cheapest option and when it arrives, and for the cart every
 * option. Asked in the browser only: the page's markup is the same for everyone.
 */
export function PostcodeEstimate({ target, showOptions = false }: { target: EstimateTarget; showOptions?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const hydrated = useHydrated();
  const errorText = useQuoteErrorText();
  const [remembered, remember] = useShippingPostcode();
  const [draft, setDraft] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const postcode = remembered ?? '';
  const skip = !hydrated || postcode === '';
  const cart = useQuery(CartShippingQuoteQuery, { variables: { postcode }, skip: skip || target.kind !== 'cart', fetchPolicy: 'network-only' });
  const product = useQuery(ProductShippingQuoteQuery, {
    variables: { postcode, productId: target.kind === 'product' ? target.productId : '' },
    skip: skip || target.kind !== 'product',
  });
  const result = target.kind === 'cart' ? cart : product;
  const quoted = target.kind === 'cart' ? cart.data?.shippingQuote : product.data?.productShippingQuote;
  const quote = useFragment(ShippingQuoteFragment, quoted);
  const options = useFragment(ShippingOptionFragment, quote?.options) ?? [];
  const refreshKey = target.kind === 'cart' ? target.refreshKey : 0;
  const { refetch } = cart;
  useEffect(() => {
    if (target.kind === 'cart' && !skip) void refetch().catch(() => undefined);
    // The cart's lines changed: its parcels, and so its quote, may have.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = cleanPostcode(draft ?? postcode);
    const checked = checkArgentinePostcode(value);
    if (!checked.ok) {
      setFormError(t('ERROR_FORM_POSTCODE_AR'));
      return;
    }
    setFormError(null);
    setDraft(null);
    remember(checked.postcode);
  };

  const error = formError ?? (result.error ? errorText(result.error) : null);
  return (
    <section className={styles.estimate} aria-labelledby={`${id}-title`} data-shipping-estimator={target.kind}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('TEXT_SHIPPING_ESTIMATE_TITLE')}
      </h3>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <Input
          label={t('INPUT_POSTCODE_LABEL')}
          hint={t('TEXT_SHIPPING_POSTCODE_HINT')}
          value={draft ?? postcode}
          onChange={(e) => setDraft(e.target.value)}
          autoComplete="postal-code"
          maxLength={10}
          error={error ?? undefined}
          fieldClassName={styles.field}
          name="shipping-postcode"
        />
        <Button type="submit" variant="secondary" loading={result.loading && !skip}>
          {t('BUTTON_SHIPPING_QUOTE')}
        </Button>
      </form>
      {!error && quoted && quote && !result.loading && (
        <div aria-live="polite">
          <EstimateSentence quote={quoted} />
          {quote.fallback && <p className={styles.note}>{t('TEXT_SHIPPING_FALLBACK')}</p>}
          {showOptions && (
            <details className={styles.all}>
              <summary>{t('TEXT_SHIPPING_ALL_OPTIONS', { count: options.length })}</summary>
              <ul className={styles.options} aria-label={t('TEXT_SHIPPING_OPTIONS_TO', { postcode: quote.postcode })}>
                {options.map((o) => (
                  <li key={o.quoteId} data-shipping-option={o.carrier} data-mode={o.mode} data-price={o.priceCentavos} data-days-max={o.deliveryDaysMax}>
                    <OptionSummary option={o} />
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
