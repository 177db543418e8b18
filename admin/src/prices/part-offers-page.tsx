import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { intlLocale, Alert, Badge, Button, Input, Skeleton, SkeletonGroup, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime, formatPesos, formatWhole } from '../lib/format';
import type { AdminPartOffersQuery } from '../gql/graphql';
import { PART_OFFERS } from './documents';
import { percentOf, pesosOf } from './price-form';
import { PricesNav } from './prices-nav';
import { SCOPE_LABELS } from './rules-page';
import list from '../orders/orders.module.css';
import styles from './prices.module.css';

type Offer = NonNullable<AdminPartOffersQuery['partOffers']>[number]['offers'][number];

/** Why an offer sells at its price: the rule, then each step to the rounded price. */
function Explanation({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation();
  const e = offer.explanation;
  const pesos = (c: number) => formatPesos(pesosOf(c), i18n.language);
  // Left-to-right isolates: `40 %` keeps its order in a right-to-left page.
  const pct = (bp: number) => `\u2066${percentOf(bp, i18n.language, intlLocale)} %\u2069`;
  if (!e) return <p className={styles.hint}>{t(offer.currency === 'ARS' ? 'admin.PRICE_EXPLAIN_NO_RULE' : 'admin.PRICE_EXPLAIN_CURRENCY', { currency: offer.currency })}</p>;
  const rule = e.scope === 'DEFAULT' ? t(SCOPE_LABELS.DEFAULT) : `${t(SCOPE_LABELS[e.scope])}: ${e.key}`;
  return (
    <dl className={styles.steps}>
      <dt>{t('admin.PRICE_EXPLAIN_RULE')}</dt>
      <dd>{rule}</dd>
      <dt>{t(offer.costIncludesIva ? 'admin.PRICE_EXPLAIN_COST_WITH_IVA' : 'admin.PRICE_EXPLAIN_COST_PLUS_IVA', { iva: pct(e.ivaBp) })}</dt>
      <dd>{pesos(e.costWithIvaCentavos)}</dd>
      <dt>{t('admin.PRICE_EXPLAIN_MARKUP', { percent: pct(e.percentBp) })}</dt>
      <dd>{pesos(e.markedUpCentavos)}</dd>
      {e.surchargeWithIvaCentavos > 0 && (
        <>
          <dt>{t('admin.PRICE_EXPLAIN_SURCHARGE')}</dt>
          <dd>+ {pesos(e.surchargeWithIvaCentavos)}</dd>
        </>
      )}
      <dt>{t('admin.PRICE_EXPLAIN_MINIMUM', { percent: pct(e.minMarginBp) })}</dt>
      <dd>
        {pesos(e.minimumCentavos)} {e.minimumApplied && <Badge tone="info">{t('admin.PRICE_EXPLAIN_MINIMUM_APPLIED')}</Badge>}
      </dd>
      <dt>{t('admin.PRICE_EXPLAIN_ROUNDED', { step: pesos(e.roundingCentavos) })}</dt>
      <dd>
        <strong>{pesos(e.priceCentavos)}</strong>
      </dd>
    </dl>
  );
}

/** "Ofertas de un repuesto": search a part, see each supplier's offer and why it sells at its price. */
export function PartOffersPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const [text, setText] = useState(query);
  const { data, loading, error } = useQuery(PART_OFFERS, { variables: { query }, skip: query === '', fetchPolicy: 'cache-and-network' });
  const parts = query === '' ? null : (data?.partOffers ?? null);
  const pesos = (c: number) => formatPesos(pesosOf(c), i18n.language);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <>
      <PageHeading title={t('admin.PRICE_OFFERS_TITLE')} />
      <PricesNav />
      <form className={`${styles.row} ${styles.search}`} role="search" onSubmit={submit}>
        <Input label={t('admin.INPUT_PRICE_PART_SEARCH')} hint={t('admin.INPUT_PRICE_PART_SEARCH_HINT')} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="submit">{t('admin.BUTTON_PRICE_PART_SEARCH')}</Button>
      </form>
      {error && !parts && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {query !== '' && !parts && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="12rem" />
        </SkeletonGroup>
      )}
      {parts && parts.length === 0 && <p className={list.empty}>{t('admin.PRICE_OFFERS_NONE', { query })}</p>}
      {parts?.map((p) => (
        <section key={p.partId} className={styles.part} aria-labelledby={`part-${p.partId}`}>
          <h2 id={`part-${p.partId}`}>{[p.brand, p.number].filter(Boolean).join(' ') || p.partId}</h2>
          <p className={styles.meta}>
            {t('admin.PRICE_OFFERS_PART', { id: p.partId, category: p.categoryKey ?? '—' })} ·{' '}
            {p.priceCentavos === null || p.priceCentavos === undefined ? (
              t('admin.PRICE_OFFERS_NO_PRICE')
            ) : (
              <strong>{t('admin.PRICE_OFFERS_SELLS_AT', { price: pesos(p.priceCentavos) })}</strong>
            )}
            {p.regularCentavos != null && ` (${t('admin.PRICE_OFFERS_REGULAR', { price: pesos(p.regularCentavos) })})`}
          </p>
          {p.offers.length === 0 && <p className={list.empty}>{t('admin.PRICE_OFFERS_NO_OFFER')}</p>}
          <div className={styles.offers}>
            {p.offers.map((o) => (
              <article key={o.supplierId} className={o.chosen ? `${styles.offer} ${styles.chosen}` : styles.offer} aria-label={t('admin.PRICE_OFFER_OF', { supplier: o.supplierName })}>
                <h3>
                  {o.supplierName}
                  {o.chosen && <Badge tone="success">{t('admin.PRICE_OFFER_CHOSEN')}</Badge>}
                  {o.stale && <Badge tone="warning">{t('admin.PRICE_OFFER_STALE')}</Badge>}
                </h3>
                <p className={styles.hint}>
                  {t(o.costIncludesIva ? 'admin.PRICE_OFFER_COST_WITH_IVA' : 'admin.PRICE_OFFER_COST', { cost: o.currency === 'ARS' ? pesos(o.costCentavos) : `${o.currency} ${(o.costCentavos / 100).toFixed(2)}` })} ·{' '}
                  {t('admin.PRICE_OFFER_IMPORTED', { when: formatDateTime(o.importedAt, i18n.language) })}
                </p>
                <ul className={styles.hint}>
                  {o.stock.length === 0 && <li>{t('admin.PRICE_OFFER_NO_STOCK')}</li>}
                  {o.stock.map((s) => (
                    <li key={s.warehouseId}>
                      {t('admin.PRICE_OFFER_STOCK', {
                        warehouse: s.warehouseName,
                        units: formatWhole(s.quantity - s.reserved, i18n.language),
                        reserved: formatWhole(s.reserved, i18n.language),
                        min: s.deliveryDaysMin,
                        max: s.deliveryDaysMax,
                      })}
                    </li>
                  ))}
                </ul>
                <Explanation offer={o} />
              </article>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
