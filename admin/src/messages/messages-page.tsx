import { useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Badge, Button, Input, Select, Skeleton, SkeletonGroup, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatShortDateTime } from '../lib/format';
import { CONTACT_MESSAGES } from './documents';
import { filterFromForm, formFromParams, isFiltered, MESSAGE_STATES, paramsFromForm, type MessageFilterForm } from './message-filter';
import { MessageStateBadge } from './state-badge';
import list from '../orders/orders.module.css';
import styles from './messages.module.css';

const PAGE_SIZE = 25;

/** The inbox of contact messages, newest first: the unread count, a state filter and a search kept in the address, pages of 25. */
export function MessagesPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const applied = formFromParams(params);
  const [form, setForm] = useState<MessageFilterForm>(applied);
  const { data, loading, error, fetchMore, refetch } = useQuery(CONTACT_MESSAGES, {
    variables: { filter: filterFromForm(applied), first: PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const [loadingMore, setLoadingMore] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsFromForm(form));
  };

  const more = async () => {
    const after = data?.contactMessages?.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      await fetchMore({
        variables: { after },
        updateQuery: (previous, { fetchMoreResult }) =>
          fetchMoreResult.contactMessages && previous.contactMessages
            ? { ...fetchMoreResult, contactMessages: { ...fetchMoreResult.contactMessages, nodes: [...previous.contactMessages.nodes, ...fetchMoreResult.contactMessages.nodes] } }
            : fetchMoreResult,
      });
    } finally {
      setLoadingMore(false);
    }
  };

  const messages = data?.contactMessages?.nodes;
  const unread = data?.contactMessageCounts?.unread;
  return (
    <>
      <PageHeading title={t('admin.MESSAGES_TITLE')}>
        {unread !== undefined && (
          <Badge tone={unread > 0 ? 'warning' : 'neutral'} data-unread-count={unread}>
            {t('admin.MESSAGES_UNREAD_COUNT', { count: unread })}
          </Badge>
        )}
      </PageHeading>
      <form className={list.filters} onSubmit={submit} role="search" aria-label={t('admin.MESSAGES_FILTERS')}>
        <Input
          fieldClassName={list.search}
          type="search"
          label={t('admin.INPUT_MESSAGE_SEARCH_LABEL')}
          hint={t('admin.INPUT_MESSAGE_SEARCH_HINT')}
          value={form.q}
          onChange={(e) => setForm((f) => ({ ...f, q: e.target.value }))}
        />
        <Select
          label={t('admin.FILTER_MESSAGE_STATE')}
          value={form.state}
          onChange={(e) => setForm((f) => ({ ...f, state: e.target.value }))}
          placeholder={t('admin.FILTER_ANY')}
          options={MESSAGE_STATES.map((s) => ({ value: s, label: t(`admin.MESSAGE_STATE_${s}`) }))}
        />
        <div className={list.filterActions}>
          <Button type="submit">{t('admin.BUTTON_APPLY_FILTERS')}</Button>
          {isFiltered(applied) && (
            <Button
              variant="ghost"
              onClick={() => {
                setForm({ q: '', state: '' });
                setParams(new URLSearchParams());
              }}
            >
              {t('admin.BUTTON_CLEAR_FILTERS')}
            </Button>
          )}
        </div>
      </form>

      {error && !messages && (
        <Alert tone="danger" title={t(errorMessageKey(error))}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      )}
      {!messages && loading && (
        <SkeletonGroup>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} variant="rect" height="2.5rem" />
          ))}
        </SkeletonGroup>
      )}
      {messages && messages.length === 0 && <p className={list.empty}>{isFiltered(applied) ? t('admin.MESSAGES_EMPTY_FILTERED') : t('admin.MESSAGES_EMPTY')}</p>}
      {messages && messages.length > 0 && (
        <>
          <div className={list.tableWrap}>
            <table className={list.table}>
              <caption className={list.caption}>{t('admin.MESSAGES_SHOWN', { count: messages.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.COL_MESSAGE_SUBJECT')}</th>
                  <th scope="col">{t('admin.COL_MESSAGE_FROM')}</th>
                  <th scope="col">{t('admin.COL_STATUS')}</th>
                  <th scope="col">{t('admin.COL_MESSAGE_RECEIVED')}</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id} className={m.state === 'UNREAD' ? styles.unread : undefined}>
                    <th scope="row" className={styles.subject}>
                      <Link to={`/messages/${encodeURIComponent(m.id)}`}>
                        <bdi>{m.subject}</bdi>
                      </Link>
                    </th>
                    <td>
                      <span className={list.name}>{m.name}</span>
                      <span className={`${list.sub} ${list.email}`} title={m.email}>
                        {m.email}
                      </span>
                    </td>
                    <td>
                      <MessageStateBadge state={m.state} />
                    </td>
                    <td className={list.nowrap}>
                      <bdi>{formatShortDateTime(m.receivedAt, i18n.language)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {data?.contactMessages?.pageInfo.hasNextPage && (
            <p className={list.more}>
              <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
                {t('admin.BUTTON_MORE')}
              </Button>
            </p>
          )}
        </>
      )}
    </>
  );
}
