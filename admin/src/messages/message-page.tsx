import { useEffect, useRef } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { Alert, Badge, Button, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime, formatPesos, formatShortDateTime } from '../lib/format';
import { OrderStatusBadge } from '../orders/status-badges';
import { CONTACT_MESSAGE, CONTACT_MESSAGES, MARK_CONTACT_MESSAGE } from './documents';
import { AnswerForm } from './answer-form';
import { MessageStateBadge } from './state-badge';
import type { AdminContactMessageDetailFragment } from '../gql/graphql';
import card from '../orders/order.module.css';
import styles from './messages.module.css';

const LANGUAGES = ['es', 'en', 'ru', 'en-RTL'] as const;
type Language = (typeof LANGUAGES)[number];
const languageOf = (value: string | null | undefined): Language => (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'es';

/** Opening an unread message marks it read, once, for a staff member who may mark messages. */
function useMarkReadOnOpen(message: AdminContactMessageDetailFragment | null | undefined, allowed: boolean) {
  const [mark] = useMutation(MARK_CONTACT_MESSAGE, { refetchQueries: [CONTACT_MESSAGES] });
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!allowed || !message || message.state !== 'UNREAD' || done.current === message.id) return;
    done.current = message.id;
    void mark({ variables: { id: message.id, read: true } }).catch(() => undefined);
  }, [allowed, message, mark]);
}

/** One contact message: who wrote and when, the text, the sender's orders, the answers and the answer form. */
export function MessagePage() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { id = '' } = useParams();
  const { grants } = useStaffSession();
  const canAnswer = grants.has('messages:answer');
  const { data, loading, error, refetch } = useQuery(CONTACT_MESSAGE, { variables: { id } });
  const message = data?.contactMessage;
  useMarkReadOnOpen(message, canAnswer);
  const [mark, marking] = useMutation(MARK_CONTACT_MESSAGE, { refetchQueries: [CONTACT_MESSAGES] });

  const back = (
    <p>
      <Link to="/messages">{t('admin.LINK_BACK_TO_MESSAGES')}</Link>
    </p>
  );
  if (!message) {
    return (
      <>
        <PageHeading title={t('admin.MESSAGES_TITLE')} />
        {back}
        {error && (
          <Alert tone="danger" title={t(errorMessageKey(error))}>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {t('BUTTON_RETRY')}
            </Button>
          </Alert>
        )}
        {loading && (
          <SkeletonGroup>
            <Skeleton variant="rect" height="12rem" />
          </SkeletonGroup>
        )}
      </>
    );
  }

  const toggleRead = async () => {
    const read = message.state === 'UNREAD';
    try {
      await mark({ variables: { id: message.id, read } });
      toast.show({ message: t(read ? 'admin.MESSAGE_MARKED_READ' : 'admin.MESSAGE_MARKED_UNREAD'), tone: 'success' });
    } catch (e) {
      toast.show({ message: t(errorMessageKey(e)), tone: 'danger' });
    }
  };
  const language = languageOf(message.language);
  const languageName = t(`admin.LANGUAGE_${language}`);

  return (
    <>
      <PageHeading title={message.subject}>
        {canAnswer && (
          <Button variant="secondary" loading={marking.loading} onClick={() => void toggleRead()}>
            {t(message.state === 'UNREAD' ? 'admin.BUTTON_MARK_READ' : 'admin.BUTTON_MARK_UNREAD')}
          </Button>
        )}
      </PageHeading>
      {back}
      <div className={card.grid}>
        <section className={card.card} aria-labelledby="message-text">
          <h2 id="message-text" className={card.cardTitle}>
            {t('admin.MESSAGE_TEXT')}
          </h2>
          <dl className={card.facts}>
            <dt>{t('admin.MESSAGE_FROM')}</dt>
            <dd>
              {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
              {message.senderHasAccount && (
                <>
                  {' '}
                  <Badge tone="info">{t('admin.MESSAGE_HAS_ACCOUNT')}</Badge>
                </>
              )}
            </dd>
            <dt>{t('admin.MESSAGE_RECEIVED')}</dt>
            <dd>
              <bdi>{formatDateTime(message.receivedAt, i18n.language)}</bdi>
            </dd>
            <dt>{t('admin.MESSAGE_LANGUAGE')}</dt>
            <dd>{languageName}</dd>
            <dt>{t('admin.COL_STATUS')}</dt>
            <dd>
              <MessageStateBadge state={message.state} />
              {message.stateChangedBy && message.stateChangedAt && (
                <span className={card.muted}>
                  {' '}
                  {t('admin.MESSAGE_ANSWER_BY', { who: message.stateChangedBy, when: formatShortDateTime(message.stateChangedAt, i18n.language) })}
                </span>
              )}
            </dd>
          </dl>
          <blockquote className={styles.message} dir="auto">
            {message.message}
          </blockquote>
        </section>
        <section className={card.card} aria-labelledby="message-orders">
          <h2 id="message-orders" className={card.cardTitle}>
            {t('admin.MESSAGE_SENDER_ORDERS')}
          </h2>
          {message.senderOrders.length === 0 ? (
            <p className={card.muted}>{t('admin.MESSAGE_NO_ORDERS')}</p>
          ) : (
            <ul className={card.rows}>
              {message.senderOrders.map((o) => (
                <li key={o.number}>
                  {grants.has('orders:read') ? <Link to={`/orders/${encodeURIComponent(o.number)}`}>{t('admin.COL_ORDER')} {o.number}</Link> : <span>{o.number}</span>}
                  <bdi className={card.muted}>{formatShortDateTime(o.createdAt, i18n.language)}</bdi>
                  <OrderStatusBadge status={o.status} />
                  <bdi>{formatPesos(o.total, i18n.language)}</bdi>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <section className={card.card} aria-labelledby="message-answers">
        <h2 id="message-answers" className={card.cardTitle}>
          {t('admin.MESSAGE_ANSWERS')}
        </h2>
        {message.answers.length === 0 ? (
          <p className={card.muted}>{t('admin.MESSAGE_NO_ANSWERS')}</p>
        ) : (
          <ol className={styles.answers} aria-live="polite">
            {message.answers.map((a) => (
              <li key={a.id}>
                <span className={card.muted}>{t('admin.MESSAGE_ANSWER_BY', { who: a.staffEmail, when: formatShortDateTime(a.createdAt, i18n.language) })}</span>
                <p className={styles.answerBody} dir="auto">
                  {a.body}
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className={card.card} aria-labelledby="message-answer-form">
        <h2 id="message-answer-form" className={card.cardTitle}>
          {t('admin.MESSAGE_ANSWER_TITLE')}
        </h2>
        {canAnswer && data.contactAnswerLimits ? (
          <AnswerForm id={message.id} email={message.email} languageName={languageName} limits={data.contactAnswerLimits} />
        ) : (
          <p className={card.muted}>{t('admin.MESSAGE_NOT_ALLOWED_TO_ANSWER')}</p>
        )}
      </section>
    </>
  );
}
