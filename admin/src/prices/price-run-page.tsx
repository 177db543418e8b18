import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Modal, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime, formatPesos, formatWhole } from '../lib/format';
import type { AdminPriceRunRowFragment } from '../gql/graphql';
import { APPLY_PRICE_RUN, DISCARD_PRICE_RUN, PRICE_RUN, PRICE_RUNS, UNDO_PRICE_RUN } from './documents';
import { pesosOf } from './price-form';
import { PricesNav } from './prices-nav';
import { RunState } from './run-state';
import list from '../orders/orders.module.css';
import styles from './prices.module.css';

const PAGE = 20;

const REASONS = {
  'missing-brand': 'admin.PRICE_REASON_MISSING_BRAND',
  'missing-number': 'admin.PRICE_REASON_MISSING_NUMBER',
  'no-price': 'admin.PRICE_REASON_NO_PRICE',
  'bad-price': 'admin.PRICE_REASON_BAD_PRICE',
  'bad-stock': 'admin.PRICE_REASON_BAD_STOCK',
  duplicate: 'admin.PRICE_REASON_DUPLICATE',
  'conflicting-duplicate': 'admin.PRICE_REASON_CONFLICTING_DUPLICATE',
  'not-an-article': 'admin.PRICE_REASON_NOT_AN_ARTICLE',
  unreadable: 'admin.PRICE_REASON_UNREADABLE',
  'unknown-brand': 'admin.PRICE_REASON_UNKNOWN_BRAND',
  'unknown-number': 'admin.PRICE_REASON_UNKNOWN_NUMBER',
} as const;

function useReason() {
  const { t } = useTranslation();
  return (reason: string | null | undefined) => (reason && reason in REASONS ? t(REASONS[reason as keyof typeof REASONS]) : (reason ?? ''));
}

/** Previous / next for a paged table, with where the page is. */
function Pager({ offset, total, onChange, label }: { offset: number; total: number; onChange: (offset: number) => void; label: string }) {
  const { t, i18n } = useTranslation();
  if (total <= PAGE) return null;
  const n = (v: number) => formatWhole(v, i18n.language);
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button size="sm" variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - PAGE))}>
        {t('admin.BUTTON_PRICE_PREVIOUS')}
      </Button>
      <span aria-live="polite">{t('admin.PRICE_ROWS_RANGE', { from: n(offset + 1), to: n(Math.min(offset + PAGE, total)), total: n(total) })}</span>
      <Button size="sm" variant="secondary" disabled={offset + PAGE >= total} onClick={() => onChange(offset + PAGE)}>
        {t('admin.BUTTON_PRICE_NEXT')}
      </Button>
    </nav>
  );
}

/** The rows of a run; an unknown brand links to the supplier's aliases with the brand filled in. */
function RowsTable({ caption, rows, showCost, supplierId }: { caption: string; rows: AdminPriceRunRowFragment[]; showCost: boolean; supplierId?: string }) {
  const { t, i18n } = useTranslation();
  const reason = useReason();
  return (
    <div className={list.tableWrap}>
      <table className={`${list.table} ${styles.stack}`}>
        <caption className={list.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.COL_PRICE_LINE')}</th>
            <th scope="col">{t('admin.COL_PRICE_REASON')}</th>
            {showCost && <th scope="col">{t('admin.COL_PRICE_ARTICLE')}</th>}
            {showCost && <th scope="col">{t('admin.COL_PRICE_COST')}</th>}
            <th scope="col">{t('admin.COL_PRICE_RAW')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.line}>
              <th scope="row">{formatWhole(r.line, i18n.language)}</th>
              <td data-label={t('admin.COL_PRICE_REASON')}>
                {reason(r.reason)}
                {supplierId && r.reason === 'unknown-brand' && r.brand && (
                  <>
                    {' · '}
                    <Link to={`/prices/suppliers?${new URLSearchParams({ supplier: supplierId, alias: r.brand }).toString()}`}>{t('admin.PRICE_ADD_ALIAS_FOR', { brand: r.brand })}</Link>
                  </>
                )}
              </td>
              {showCost && <td data-label={t('admin.COL_PRICE_ARTICLE')}>{[r.brand, r.number].filter(Boolean).join(' ')}</td>}
              {showCost && (
                <td className={list.num} data-label={t('admin.COL_PRICE_COST')}>
                  {r.costCentavos === null || r.costCentavos === undefined ? '' : formatPesos(pesosOf(r.costCentavos), i18n.language)}
                </td>
              )}
              <td className={styles.raw} data-label={t('admin.COL_PRICE_RAW')}>
                <bdi>{r.raw}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

type Step = 'apply' | 'undo' | 'discard';

/** One run: its counts, the rejected rows with their reasons, the unmatched ones, the prices it changes; apply, undo or discard. */
export function PriceRunPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const reason = useReason();
  const [offsets, setOffsets] = useState({ rejectedOffset: 0, unmatchedOffset: 0, changesOffset: 0 });
  const [confirm, setConfirm] = useState<Step | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, loading, error } = useQuery(PRICE_RUN, { variables: { id, ...offsets }, fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [PRICE_RUN, PRICE_RUNS], awaitRefetchQueries: true };
  const [apply, applying] = useMutation(APPLY_PRICE_RUN, refetch);
  const [undo, undoing] = useMutation(UNDO_PRICE_RUN, refetch);
  const [discard, discarding] = useMutation(DISCARD_PRICE_RUN, refetch);
  const run = data?.priceRun ?? null;
  const n = (v: number) => formatWhole(v, i18n.language);
  const pesos = (c: number | null | undefined) => (c === null || c === undefined ? '—' : formatPesos(pesosOf(c), i18n.language));

  const runStep = async (step: Step) => {
    setFailure(null);
    try {
      const mutate = { apply, undo, discard }[step];
      await mutate({ variables: { id } });
      toast.show({ message: t(step === 'apply' ? 'admin.PRICE_RUN_APPLIED' : step === 'undo' ? 'admin.PRICE_RUN_UNDONE' : 'admin.PRICE_RUN_DISCARDED', { id }), tone: 'success' });
    } catch (err) {
      setFailure(t(errorMessageKey(err)));
    }
    setConfirm(null);
  };

  const title = run ? t('admin.PRICE_RUN_TITLE', { id: run.id }) : t('admin.PRICE_RUN_TITLE', { id });
  return (
    <>
      <PageHeading title={title} />
      <PricesNav />
      {error && !run && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!run && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="16rem" />
        </SkeletonGroup>
      )}
      {!run && !loading && !error && <Alert tone="warning">{t('admin.ERROR_NOT_FOUND')}</Alert>}
      {run && (
        <>
          <p className={styles.meta}>
            <RunState state={run.state} />{' '}
            {t('admin.PRICE_RUN_META', { supplier: run.supplierName, file: run.fileName, format: run.format.toUpperCase(), encoding: run.encoding ?? '—' })}
          </p>
          <p className={styles.meta}>
            {t('admin.PRICE_RUN_CREATED', { when: formatDateTime(run.createdAt, i18n.language), who: run.createdBy ?? t('admin.PRICE_RUN_BY_SYSTEM') })}
            {run.appliedAt && ` · ${t('admin.PRICE_RUN_APPLIED_BY', { when: formatDateTime(run.appliedAt, i18n.language), who: run.appliedBy ?? t('admin.PRICE_RUN_BY_SYSTEM') })}`}
            {run.undoneAt && ` · ${t('admin.PRICE_RUN_UNDONE_BY', { when: formatDateTime(run.undoneAt, i18n.language), who: run.undoneBy ?? t('admin.PRICE_RUN_BY_SYSTEM') })}`}
          </p>
          <dl className={styles.counts}>
            {(
              [
                ['admin.PRICE_COUNT_LINES', run.lines],
                ['admin.PRICE_COUNT_MATCHED', run.matched],
                ['admin.PRICE_COUNT_CHANGED', run.changed],
                ['admin.PRICE_COUNT_UNMATCHED', run.unmatched],
                ['admin.PRICE_COUNT_REJECTED', run.rejected],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className={styles.count}>
                <dt>{t(key)}</dt>
                <dd>{n(value)}</dd>
              </div>
            ))}
          </dl>
          {failure && <Alert tone="danger">{failure}</Alert>}
          <div className={styles.actions}>
            {run.state === 'PREVIEWED' && <Button onClick={() => setConfirm('apply')}>{t('admin.BUTTON_PRICE_APPLY')}</Button>}
            {run.state === 'APPLYING' && <Button onClick={() => setConfirm('apply')}>{t('admin.BUTTON_PRICE_APPLY_RESUME')}</Button>}
            {run.state === 'UNDOING' && <Button onClick={() => setConfirm('undo')}>{t('admin.BUTTON_PRICE_UNDO_RESUME')}</Button>}
            {run.undoable && (
              <Button variant="danger" onClick={() => setConfirm('undo')}>
                {t('admin.BUTTON_PRICE_UNDO')}
              </Button>
            )}
            {run.state === 'PREVIEWED' && (
              <Button variant="secondary" onClick={() => setConfirm('discard')}>
                {t('admin.BUTTON_PRICE_DISCARD')}
              </Button>
            )}
          </div>
          {run.state === 'PREVIEWED' && <p className={styles.hint}>{t('admin.PRICE_RUN_PREVIEW_NOTE')}</p>}

          <Section id="price-changes" title={t('admin.PRICE_CHANGES_TITLE', { count: run.changes.total })}>
            {run.changes.total === 0 ? (
              <p className={list.empty}>{t('admin.PRICE_CHANGES_EMPTY')}</p>
            ) : (
              <>
                <div className={list.tableWrap}>
                  <table className={`${list.table} ${styles.stack}`}>
                    <caption className={list.caption}>{t('admin.PRICE_CHANGES_CAPTION')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('admin.COL_PRICE_ARTICLE')}</th>
                        <th scope="col">{t('admin.COL_PRICE_OLD_COST')}</th>
                        <th scope="col">{t('admin.COL_PRICE_NEW_COST')}</th>
                        <th scope="col">{t('admin.COL_PRICE_OLD_PRICE')}</th>
                        <th scope="col">{t('admin.COL_PRICE_NEW_PRICE')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {run.changes.changes.map((c) => {
                        const up = c.oldPriceCentavos != null && c.newPriceCentavos != null && c.newPriceCentavos > c.oldPriceCentavos;
                        const down = c.oldPriceCentavos != null && c.newPriceCentavos != null && c.newPriceCentavos < c.oldPriceCentavos;
                        return (
                          <tr key={c.partId}>
                            <th scope="row">
                              {[c.brand, c.number].filter(Boolean).join(' ') || c.partId}
                              <span className={list.sub}> {c.partId}</span>
                            </th>
                            <td className={list.num} data-label={t('admin.COL_PRICE_OLD_COST')}>
                              {c.oldCostCentavos == null ? t('admin.PRICE_NEW_OFFER') : pesos(c.oldCostCentavos)}
                            </td>
                            <td className={list.num} data-label={t('admin.COL_PRICE_NEW_COST')}>
                              {pesos(c.newCostCentavos)}
                            </td>
                            <td className={list.num} data-label={t('admin.COL_PRICE_OLD_PRICE')}>
                              {pesos(c.oldPriceCentavos)}
                            </td>
                            <td className={`${list.num} ${up ? styles.up : down ? styles.down : ''}`} data-label={t('admin.COL_PRICE_NEW_PRICE')}>
                              {pesos(c.newPriceCentavos)} {up ? t('admin.PRICE_UP') : down ? t('admin.PRICE_DOWN') : ''}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </div>
                <Pager label={t('admin.PRICE_CHANGES_PAGES')} offset={offsets.changesOffset} total={run.changes.total} onChange={(o) => setOffsets({ ...offsets, changesOffset: o })} />
              </>
            )}
          </Section>

          <Section id="price-rejected" title={t('admin.PRICE_REJECTED_TITLE', { count: run.rejectedRows.total })}>
            {run.rejectedByReason.length > 0 && (
              <ul className={styles.reasons} aria-label={t('admin.PRICE_REJECTED_BY_REASON')}>
                {run.rejectedByReason.map((r) => (
                  <li key={r.reason}>
                    <Badge tone="warning">{t('admin.PRICE_REASON_COUNT', { reason: reason(r.reason), count: n(r.count) })}</Badge>
                  </li>
                ))}
              </ul>
            )}
            {run.rejectedRows.total === 0 ? (
              <p className={list.empty}>{t('admin.PRICE_REJECTED_EMPTY')}</p>
            ) : (
              <>
                <RowsTable caption={t('admin.PRICE_REJECTED_CAPTION')} rows={run.rejectedRows.rows} showCost={false} />
                <Pager label={t('admin.PRICE_REJECTED_PAGES')} offset={offsets.rejectedOffset} total={run.rejectedRows.total} onChange={(o) => setOffsets({ ...offsets, rejectedOffset: o })} />
              </>
            )}
          </Section>

          <Section id="price-unmatched" title={t('admin.PRICE_UNMATCHED_TITLE', { count: run.unmatchedRows.total })}>
            {run.unmatchedRows.total === 0 ? (
              <p className={list.empty}>{t('admin.PRICE_UNMATCHED_EMPTY')}</p>
            ) : (
              <>
                <p className={styles.hint}>{t('admin.PRICE_UNMATCHED_HINT')}</p>
                <RowsTable caption={t('admin.PRICE_UNMATCHED_CAPTION')} rows={run.unmatchedRows.rows} showCost supplierId={run.supplierId} />
                <Pager label={t('admin.PRICE_UNMATCHED_PAGES')} offset={offsets.unmatchedOffset} total={run.unmatchedRows.total} onChange={(o) => setOffsets({ ...offsets, unmatchedOffset: o })} />
              </>
            )}
          </Section>

          <Modal
            open={confirm !== null}
            onClose={() => setConfirm(null)}
            title={t(confirm === 'undo' ? 'admin.PRICE_CONFIRM_UNDO_TITLE' : confirm === 'discard' ? 'admin.PRICE_CONFIRM_DISCARD_TITLE' : 'admin.PRICE_CONFIRM_APPLY_TITLE', { id: run.id })}
            footer={
              <div className={styles.actions}>
                <Button variant="ghost" onClick={() => setConfirm(null)}>
                  {t('BUTTON_CANCEL')}
                </Button>
                <Button
                  variant={confirm === 'undo' ? 'danger' : 'primary'}
                  loading={applying.loading || undoing.loading || discarding.loading}
                  onClick={() => confirm && void runStep(confirm)}
                >
                  {t(confirm === 'undo' ? 'admin.BUTTON_PRICE_UNDO' : confirm === 'discard' ? 'admin.BUTTON_PRICE_DISCARD' : 'admin.BUTTON_PRICE_APPLY')}
                </Button>
              </div>
            }
          >
            <p>
              {t(confirm === 'undo' ? 'admin.PRICE_CONFIRM_UNDO' : confirm === 'discard' ? 'admin.PRICE_CONFIRM_DISCARD' : 'admin.PRICE_CONFIRM_APPLY', {
                changed: n(run.changed),
                supplier: run.supplierName,
              })}
            </p>
          </Modal>
        </>
      )}
    </>
  );
}
