import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Button, Select, Skeleton, SkeletonGroup, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatShortDateTime, formatWhole } from '../lib/format';
import type { PriceUploadFailure } from '../gql/graphql';
import { PRICE_RUNS, PRICE_UPLOAD } from './documents';
import { PricesNav } from './prices-nav';
import { RunState } from './run-state';
import { MAX_UPLOAD_BYTES, uploadPriceList, type UploadFailure } from './upload';
import list from '../orders/orders.module.css';
import styles from './prices.module.css';

const FAILURE_KEYS = {
  TOO_LARGE: 'admin.PRICE_UPLOAD_TOO_LARGE',
  UNREADABLE: 'admin.PRICE_UPLOAD_UNREADABLE',
  FORBIDDEN: 'admin.ERROR_FORBIDDEN',
  SESSION_ENDED: 'admin.ERROR_SESSION_ENDED',
  NOT_FOUND: 'admin.PRICE_UPLOAD_NO_SUPPLIER',
  NETWORK: 'admin.ERROR_NETWORK',
  UNKNOWN: 'admin.ERROR_UNKNOWN',
} as const satisfies Record<UploadFailure, string>;

const READ_FAILURE_KEYS = {
  NO_HEADER: 'admin.PRICE_UPLOAD_NO_HEADER',
  NO_MAPPING: 'admin.PRICE_UPLOAD_NO_MAPPING',
  NOT_A_LIST: 'admin.PRICE_UPLOAD_NOT_A_LIST',
  OTHER: 'admin.PRICE_UPLOAD_UNREADABLE',
} as const satisfies Record<PriceUploadFailure, string>;

/** Choose a supplier and a file; the gateway reads it into a run, and its preview opens. */
function UploadForm({ suppliers }: { suppliers: { id: string; name: string }[] }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [supplierId, setSupplierId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [missing, setMissing] = useState<'supplier' | 'file' | null>(null);
  const busy = sent !== null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const chosen = supplierId || suppliers[0]?.id || '';
    if (!chosen) return setMissing('supplier');
    if (!file) {
      setMissing('file');
      document.getElementById('price-file')?.focus();
      return;
    }
    setMissing(null);
    setSent(0);
    const result = await uploadPriceList(file, chosen, setSent);
    if (!result.ok) {
      setSent(null);
      setFailure(t(FAILURE_KEYS[result.failure], { max: formatWhole(MAX_UPLOAD_BYTES / 1024 / 1024, i18n.language) }));
      return;
    }
    // Sent: the gateway reads it in the background; its run opens once previewed.
    setSent(1);
    try {
      for (;;) {
        const { data } = await client.query({ query: PRICE_UPLOAD, variables: { id: result.uploadId }, fetchPolicy: 'network-only' });
        const upload = data?.priceUpload;
        if (upload?.state === 'PREVIEWED' && upload.runId) {
          void navigate(`/prices/runs/${upload.runId}`);
          return;
        }
        if (!upload || upload.state === 'FAILED') {
          setFailure(t(READ_FAILURE_KEYS[upload?.failure ?? 'OTHER']));
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
    setSent(null);
  };

  return (
    <form className={styles.panel} noValidate onSubmit={(e) => void submit(e)} aria-labelledby="price-upload-title">
      <h2 id="price-upload-title">{t('admin.PRICE_UPLOAD_TITLE')}</h2>
      <p className={styles.hint}>{t('admin.PRICE_UPLOAD_INTRO', { max: formatWhole(MAX_UPLOAD_BYTES / 1024 / 1024, i18n.language) })}</p>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className={styles.row}>
        <Select
          label={t('admin.INPUT_PRICE_SUPPLIER_LABEL')}
          value={supplierId || suppliers[0]?.id || ''}
          onChange={(e) => setSupplierId(e.target.value)}
          options={suppliers.map((s) => ({ value: s.id, label: s.name }))}
          required
        />
        <div className={styles.file}>
          <label htmlFor="price-file">{t('admin.INPUT_PRICE_FILE_LABEL')}</label>
          <input
            id="price-file"
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={missing === 'file' || undefined}
            aria-describedby={missing === 'file' ? 'price-file-error' : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
          {missing === 'file' && (
            <span id="price-file-error" role="alert" className={styles.up}>
              {t('admin.PRICE_UPLOAD_NO_FILE')}
            </span>
          )}
        </div>
        <Button type="submit" loading={busy}>
          {t('admin.BUTTON_PRICE_UPLOAD')}
        </Button>
      </div>
      {busy && (
        <div role="status" aria-live="polite">
          <progress className={styles.progress} max={1} value={sent < 1 ? sent : undefined} aria-label={t('admin.PRICE_UPLOAD_PROGRESS')} />
          <p className={styles.hint}>{sent < 1 ? t('admin.PRICE_UPLOAD_SENDING', { percent: Math.round(sent * 100) }) : t('admin.PRICE_UPLOAD_READING')}</p>
        </div>
      )}
    </form>
  );
}

/** "Listas de precios": upload a supplier's file, and the latest runs with their state, who and when. */
export function PriceListsPage() {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(PRICE_RUNS, { fetchPolicy: 'cache-and-network' });
  const runs = data?.priceRuns ?? null;
  const n = (v: number) => formatWhole(v, i18n.language);

  return (
    <>
      <PageHeading title={t('admin.PRICES_TITLE')} />
      <PricesNav />
      {data?.priceSuppliers && <UploadForm suppliers={data.priceSuppliers} />}
      {error && !runs && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!runs && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="12rem" />
        </SkeletonGroup>
      )}
      {runs && runs.length === 0 && <p className={list.empty}>{t('admin.PRICE_RUNS_EMPTY')}</p>}
      {runs && runs.length > 0 && (
        <div className={list.tableWrap}>
          <table className={`${list.table} ${styles.stack}`}>
            <caption className={list.caption}>{t('admin.PRICE_RUNS_CAPTION')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_PRICE_RUN')}</th>
                <th scope="col">{t('admin.COL_PRICE_SUPPLIER')}</th>
                <th scope="col">{t('admin.COL_PRICE_STATE')}</th>
                <th scope="col">{t('admin.COL_PRICE_ROWS')}</th>
                <th scope="col">{t('admin.COL_PRICE_CHANGED')}</th>
                <th scope="col">{t('admin.COL_PRICE_REJECTED')}</th>
                <th scope="col">{t('admin.COL_PRICE_WHO_WHEN')}</th>
              </tr>
            </thead>
            <tbody>
              {runs.map((r) => (
                <tr key={r.id}>
                  <th scope="row">
                    <Link to={`/prices/runs/${r.id}`}>{t('admin.PRICE_RUN_NAME', { id: r.id, file: r.fileName })}</Link>
                  </th>
                  <td data-label={t('admin.COL_PRICE_SUPPLIER')}>{r.supplierName}</td>
                  <td data-label={t('admin.COL_PRICE_STATE')}>
                    <RunState state={r.state} />
                  </td>
                  <td className={list.num} data-label={t('admin.COL_PRICE_ROWS')}>
                    {n(r.lines)}
                  </td>
                  <td className={list.num} data-label={t('admin.COL_PRICE_CHANGED')}>
                    {n(r.changed)}
                  </td>
                  <td className={list.num} data-label={t('admin.COL_PRICE_REJECTED')}>
                    {n(r.rejected)}
                  </td>
                  <td data-label={t('admin.COL_PRICE_WHO_WHEN')}>
                    <span>{formatShortDateTime(r.appliedAt ?? r.createdAt, i18n.language)}</span>
                    <span className={list.sub}> {r.appliedBy ?? r.createdBy ?? t('admin.PRICE_RUN_BY_SYSTEM')}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
