import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Input, Select, Skeleton, SkeletonGroup, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime } from '../lib/format';
import { AUDIT_LOG } from './documents';
import { AUDIT_ENTITIES, auditFilterFromForm, auditFormFromParams, auditParamsFromForm, showJson, type AuditFilterForm } from './audit-filter';
import list from '../orders/orders.module.css';
import styles from './audit.module.css';

const PAGE_SIZE = 50;

/** The audit log, newest first: who did what to which entity, why and from where, with before and after. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = auditFormFromParams(params);
  const [form, setForm] = useState<AuditFilterForm>(applied);
  const { data, loading, error, fetchMore } = useQuery(AUDIT_LOG, { variables: { filter: auditFilterFromForm(applied), first: PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  const [loadingMore, setLoadingMore] = useState(false);
  const set = (field: keyof AuditFilterForm) => (event: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: event.target.value }));

  const more = async () => {
    const after = data?.auditLog?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult.auditLog && previous.auditLog
            ? { ...fetchMoreResult, auditLog: { ...fetchMoreResult.auditLog, nodes: [...previous.auditLog.nodes, ...fetchMoreResult.auditLog.nodes] } }
            : fetchMoreResult,
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const entries = data?.auditLog?.nodes;
  return (
    <>
      <PageHeading title={t('admin.AUDIT_TITLE')} />
      <form
        className={list.filters}
        role="search"
        aria-label={t('admin.AUDIT_FILTERS')}
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setParams(auditParamsFromForm(form));
        }}
      >
        <Select
          label={t('admin.FILTER_ACTOR')}
          value={form.actor}
          onChange={set('actor')}
          placeholder={t('admin.FILTER_ANY')}
          options={(data?.staffMembers ?? []).map((m) => ({ value: m.id, label: m.name ? `${m.name} (${m.email})` : m.email }))}
        />
        <Select label={t('admin.FILTER_ENTITY')} value={form.entity} onChange={set('entity')} placeholder={t('admin.FILTER_ANY')} options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`admin.AUDIT_ENTITY_${e}`) }))} />
        <Input label={t('admin.FILTER_ENTITY_ID')} value={form.entityId} onChange={set('entityId')} disabled={!form.entity} />
        <Input label={t('admin.FILTER_FROM')} type="date" value={form.from} onChange={set('from')} />
        <Input label={t('admin.FILTER_TO')} type="date" value={form.to} onChange={set('to')} />
        <div className={list.filterActions}>
          <Button type="submit">{t('admin.BUTTON_APPLY_FILTERS')}</Button>
        </div>
      </form>
      {error && !entries && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!entries && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="12rem" />
        </SkeletonGroup>
      )}
      {entries && entries.length === 0 && <p className={list.empty}>{t('admin.AUDIT_EMPTY')}</p>}
      {entries && entries.length > 0 && (
        <ol className={styles.entries} aria-label={t('admin.AUDIT_TITLE')}>
          {entries.map((e) => (
            <li key={e.id} className={styles.entry}>
              <div className={styles.head}>
                <time dateTime={e.at}>{formatDateTime(e.at, i18n.language)}</time>
                <strong className={styles.action}>{e.action}</strong>
                <span>
                  {e.entity} {e.entityId}
                </span>
                <span className={styles.muted}>{e.actor}</span>
                <span className={styles.muted}>{e.address}</span>
              </div>
              {e.reason && (
                <p className={styles.reason}>
                  {t('admin.AUDIT_REASON')}: {e.reason}
                </p>
              )}
              <details className={styles.details}>
                <summary>{t('admin.AUDIT_BEFORE_AFTER')}</summary>
                <div className={styles.diff}>
                  <div>
                    <h3>{t('admin.AUDIT_BEFORE')}</h3>
                    <pre>{showJson(e.before)}</pre>
                  </div>
                  <div>
                    <h3>{t('admin.AUDIT_AFTER')}</h3>
                    <pre>{showJson(e.after)}</pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
      {data?.auditLog?.pageInfo.hasNextPage && (
        <p className={list.more}>
          <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
            {t('admin.BUTTON_MORE')}
          </Button>
        </p>
      )}
    </>
  );
}
