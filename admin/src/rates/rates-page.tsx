import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Input, Modal, Skeleton, SkeletonGroup, useToast, useTranslation, type BadgeTone } from '../ui';
import { adminErrorCode, errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime, formatPesos } from '../lib/format';
import { pesosText } from '../../../client/src/currency/currencies';
import { rateCentavos } from '../../../shared/currency/rate-input';
import type { AdminCurrencyRateFragment, RateSource } from '../gql/graphql';
import { CURRENCY_RATES, SET_CURRENCY_RATE } from './documents';
import list from '../orders/orders.module.css';
import styles from './rates.module.css';

/** The currencies the shop shows besides the peso (their names are the shop's translations). */
type RatedCode = 'USD' | 'GBP' | 'EUR' | 'RUB';

const SOURCE_TONES: Record<RateSource, BadgeTone> = { SEED: 'neutral', SETTING: 'warning', STAFF: 'info', FEED: 'success' };

/** A rate in pesos as the interface's language writes it, e.g. `$ 1.475,50`. */
const pesos = (text: string, language: string) => formatPesos(text, language);

/** The form that sets one currency's rate: pesos for one unit (a comma or a point) and an optional reason. */
function RateDialog({ rate, open, limits, onClose }: { rate: AdminCurrencyRateFragment | null; open: boolean; limits: { min: string; max: string } | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [value, setValue] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [save, saving] = useMutation(SET_CURRENCY_RATE, { refetchQueries: [CURRENCY_RATES], awaitRefetchQueries: true });
  const current = value ?? (rate?.pesosPerUnit ?? '').replace('.', i18n.language === 'es' || i18n.language === 'ru' ? ',' : '.');
  const close = () => {
    setValue(null);
    setReason('');
    setInvalid(false);
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rate) return;
    setFailure(null);
    const centavos = rateCentavos(current);
    if (centavos === null) {
      setInvalid(true);
      document.getElementById('rate-value')?.focus();
      return;
    }
    setInvalid(false);
    try {
      await save({ variables: { code: rate.code, pesosPerUnit: pesosText(centavos), reason: reason.trim() || null } });
      toast.show({ message: t('admin.RATE_SAVED', { code: rate.code, rate: pesos(pesosText(centavos), i18n.language) }), tone: 'success' });
      close();
    } catch (error) {
      if (adminErrorCode(error) === 'BAD_USER_INPUT') setInvalid(true);
      else setFailure(t(errorMessageKey(error)));
    }
  };
  const range = limits ? { min: pesos(limits.min, i18n.language), max: pesos(limits.max, i18n.language) } : { min: '', max: '' };
  return (
    <Modal
      open={open && rate !== null}
      onClose={close}
      title={t('admin.RATE_EDIT_TITLE', { code: rate?.code ?? '' })}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button type="submit" form="rate-form" loading={saving.loading}>
            {t('BUTTON_SAVE')}
          </Button>
        </>
      }
    >
      <form id="rate-form" className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Input
          id="rate-value"
          label={t('admin.INPUT_RATE_LABEL', { code: rate?.code ?? '' })}
          hint={t('admin.INPUT_RATE_HINT')}
          inputMode="decimal"
          autoComplete="off"
          required
          value={current}
          error={invalid ? t('admin.ERROR_RATE', range) : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <Input label={t('admin.INPUT_PARCEL_REASON_LABEL')} hint={t('admin.INPUT_RATE_REASON_HINT')} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      </form>
    </Modal>
  );
}

/**
 * The rates the shop shows other currencies at (pesos for one unit), with their date and who set
 * them; a rate set here is shown to shoppers at once and audited.
 */
export function RatesPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error, refetch } = useQuery(CURRENCY_RATES, { fetchPolicy: 'cache-and-network' });
  // The currency last opened stays named while its dialog fades out.
  const [editing, setEditing] = useState<AdminCurrencyRateFragment | null>(null);
  const [open, setOpen] = useState(false);
  const rates = data?.currencyRates ?? null;
  return (
    <>
      <PageHeading title={t('admin.RATES_TITLE')} />
      <p className={styles.intro}>{t('admin.RATES_INTRO')}</p>
      {error && !rates && (
        <Alert tone="danger" title={t(errorMessageKey(error))}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      )}
      {!rates && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="12rem" />
        </SkeletonGroup>
      )}
      {rates && (
        <div className={list.tableWrap}>
          <table className={`${list.table} ${styles.table}`}>
            <caption className={list.caption}>{t('admin.RATES_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_RATE_CURRENCY')}</th>
                <th scope="col" className={list.num}>
                  {t('admin.COL_RATE_PESOS')}
                </th>
                <th scope="col">{t('admin.COL_RATE_DATE')}</th>
                <th scope="col">{t('admin.COL_RATE_SOURCE')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('admin.COL_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.map((r) => (
                <tr key={r.code} data-rate={r.code}>
                  <th scope="row">
                    <bdi>{r.code}</bdi> <span className={list.sub}>{t(`TEXT_CURRENCY_${r.code as RatedCode}`)}</span>
                  </th>
                  <td className={list.num} data-label={t('admin.COL_RATE_PESOS')}>
                    <bdi>{r.pesosPerUnit ? pesos(r.pesosPerUnit, i18n.language) : t('admin.RATE_NONE')}</bdi>
                  </td>
                  <td data-label={t('admin.COL_RATE_DATE')}>
                    <bdi>{r.updatedAt ? formatDateTime(r.updatedAt, i18n.language) : '—'}</bdi>
                  </td>
                  <td data-label={t('admin.COL_RATE_SOURCE')}>{r.source && <Badge tone={SOURCE_TONES[r.source]}>{t(`admin.RATE_SOURCE_${r.source}`)}</Badge>}</td>
                  <td className={styles.action}>
                    <Button size="sm" variant="secondary" onClick={() => {
                        setEditing(r);
                        setOpen(true);
                      }} aria-label={t('admin.BUTTON_RATE_EDIT_OF', { code: r.code })}>
                      {t('admin.BUTTON_RATE_EDIT')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RateDialog rate={editing} open={open} limits={data?.rateLimits ?? null} onClose={() => setOpen(false)} />
    </>
  );
}
