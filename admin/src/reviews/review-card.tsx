import { useState } from 'react';
import { useLazyQuery, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Modal, useToast, useTranslation, type BadgeTone } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { formatShortDateTime } from '../lib/format';
import { ReasonDialog } from '../invoices/reason-dialog';
import { Textarea } from '../../../client/src/site/contact/textarea';
import { Rating } from '../../../client/src/ui/rating/rating';
import type { AdminReviewFragment, ReviewState } from '../gql/graphql';
import { AUTHOR_REVIEWS, EDIT_REVIEW, HIDE_REVIEW, PUBLISH_REVIEW, REVIEWS, UNHIDE_REVIEW } from './documents';
import styles from './reviews.module.css';

/** First-strong isolates: a name keeps its own direction (and its final period) inside a sentence of the other. */
const isolate = (text: string) => `\u2068${text}\u2069`;

const STATE_TONES: Record<ReviewState, BadgeTone> = { NEW: 'info', PUBLISHED: 'success', HIDDEN: 'failure' };

export function ReviewStateBadge({ state }: { state: ReviewState }) {
  const { t } = useTranslation();
  return <Badge tone={STATE_TONES[state]}>{t(`admin.REVIEW_STATE_${state}`)}</Badge>;
}

/** Five stars, read as one image ("Calificación: 4 de 5"). */
export function Stars({ rating }: { rating: number }) {
  return <Rating value={rating} size={14} className={styles.stars} />;
}

/** The corrected text of a review, with its reason. */
function EditDialog({ review, open, onClose }: { review: AdminReviewFragment; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [content, setContent] = useState(review.content);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [edit, editing] = useMutation(EDIT_REVIEW);
  const close = () => {
    setContent(review.content);
    setReason('');
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    const text = content.trim();
    if (text.length < 10 || text.length > 2000) return setFailure(t('admin.ERROR_REVIEW_TEXT'));
    if (!reason.trim()) return setFailure(t('admin.ERROR_REASON_REQUIRED'));
    setFailure(null);
    try {
      await edit({ variables: { id: review.id, content: text, reason: reason.trim() } });
      toast.show({ message: t('admin.REVIEW_EDITED_DONE'), tone: 'success' });
      onClose();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('admin.REVIEW_EDIT_TITLE', { author: isolate(review.author) })}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button loading={editing.loading} onClick={() => void submit()}>
            {t('BUTTON_SAVE')}
          </Button>
        </>
      }
    >
      <form
        className={styles.dialogBody}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {failure && <Alert tone="danger">{failure}</Alert>}
        <Textarea label={t('admin.INPUT_REVIEW_TEXT_LABEL')} hint={t('admin.INPUT_REVIEW_TEXT_HINT')} rows={6} required maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
        <Textarea label={t('admin.INPUT_REASON_LABEL')} rows={2} required maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </form>
    </Modal>
  );
}

/** The author's other reviews, read when the dialog opens. */
function AuthorDialog({ review, open, onClose }: { review: AdminReviewFragment; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [load, { data, loading, error }] = useLazyQuery(AUTHOR_REVIEWS, { fetchPolicy: 'network-only' });
  const [asked, setAsked] = useState(false);
  if (open && !asked) {
    setAsked(true);
    void load({ variables: { reviewId: review.id } });
  }
  const list = data?.authorReviews;
  return (
    <Modal
      open={open}
      onClose={() => {
        setAsked(false);
        onClose();
      }}
      title={t('admin.REVIEW_AUTHOR_TITLE', { author: isolate(review.author) })}
    >
      {review.email && <p className={styles.muted}>{review.email}</p>}
      {error && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {loading && !list && <p className={styles.muted}>{t('TEXT_LOADING')}</p>}
      {list && list.length === 0 && <p className={styles.muted}>{t('admin.REVIEW_AUTHOR_NONE')}</p>}
      {list && list.length > 0 && (
        <ul className={styles.authorList}>
          {list.map((r) => (
            <li key={r.id}>
              <div className={styles.meta}>
                <Stars rating={r.rating} />
                <ReviewStateBadge state={r.state} />
                <a href={`/shop/products/${encodeURIComponent(r.productSlug)}`} target="_blank" rel="noreferrer">
                  {r.productName ?? r.productSlug}
                </a>
                <bdi className={styles.muted}>{formatShortDateTime(r.createdAt, i18n.language)}</bdi>
              </div>
              <p className={styles.text} dir="auto">{r.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}

/** One review of the queue: what shoppers read, its state, and the moderator's actions. */
export function ReviewCard({ review }: { review: AdminReviewFragment }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [dialog, setDialog] = useState<'hide' | 'edit' | 'author' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refresh = { refetchQueries: [REVIEWS], awaitRefetchQueries: true };
  const [publish, publishing] = useMutation(PUBLISH_REVIEW, refresh);
  const [hide] = useMutation(HIDE_REVIEW, refresh);
  const [unhide, unhiding] = useMutation(UNHIDE_REVIEW, refresh);
  const run = async (action: () => Promise<unknown>, done: string) => {
    setFailure(null);
    try {
      await action();
      toast.show({ message: done, tone: 'success' });
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };
  const product = review.productName ?? review.productSlug;
  const titleId = `review-${review.id}-title`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-review={review.id} data-state={review.state}>
      <header className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          {t('admin.REVIEW_BY', { author: isolate(review.author) })}
        </h2>
        <ReviewStateBadge state={review.state} />
        {review.sample && <Badge tone="neutral">{t('admin.REVIEW_SAMPLE')}</Badge>}
      </header>
      <div className={styles.meta}>
        <Stars rating={review.rating} />
        <a href={`/shop/products/${encodeURIComponent(review.productSlug)}`} target="_blank" rel="noreferrer">
          {product}
        </a>
        <bdi className={styles.muted}>{formatShortDateTime(review.createdAt, i18n.language)}</bdi>
        {review.email && <span className={`${styles.muted} ${styles.email}`}>{review.email}</span>}
      </div>
      <p className={styles.text} dir="auto">{review.content}</p>
      {review.originalContent !== null && (
        <details className={styles.details}>
          <summary>{t('admin.REVIEW_ORIGINAL')}</summary>
          <p className={styles.text} dir="auto">{review.originalContent}</p>
        </details>
      )}
      {review.state === 'HIDDEN' && review.hiddenReason && (
        <p className={styles.reason}>
          <strong>{t('admin.REVIEW_HIDDEN_REASON')}</strong> {review.hiddenReason}
        </p>
      )}
      {review.moderatedAt && (
        <p className={styles.muted}>{t('admin.REVIEW_MODERATED', { who: review.moderatedBy ?? '—', when: formatShortDateTime(review.moderatedAt, i18n.language) })}</p>
      )}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <div className={styles.actions}>
        {review.state === 'NEW' && (
          <Button size="sm" loading={publishing.loading} onClick={() => void run(() => publish({ variables: { id: review.id } }), t('admin.REVIEW_PUBLISHED_DONE'))}>
            {t('admin.BUTTON_REVIEW_PUBLISH')}
          </Button>
        )}
        {review.state !== 'HIDDEN' ? (
          <Button size="sm" variant="secondary" onClick={() => setDialog('hide')}>
            {t('admin.BUTTON_REVIEW_HIDE')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" loading={unhiding.loading} onClick={() => void run(() => unhide({ variables: { id: review.id } }), t('admin.REVIEW_SHOWN_DONE'))}>
            {t('admin.BUTTON_REVIEW_UNHIDE')}
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => setDialog('edit')}>
          {t('admin.BUTTON_REVIEW_EDIT')}
        </Button>
        <Button size="sm" variant="ghost" disabled={review.otherReviewCount === 0} onClick={() => setDialog('author')}>
          {t('admin.BUTTON_REVIEW_AUTHOR', { count: review.otherReviewCount })}
        </Button>
      </div>
      {review.history.length > 0 && (
        <details className={styles.details}>
          <summary>{t('admin.REVIEW_HISTORY', { count: review.history.length })}</summary>
          <ul className={styles.history}>
            {review.history.map((h) => (
              <li key={h.id}>
                <bdi>{formatShortDateTime(h.at, i18n.language)}</bdi> · {t(`admin.REVIEW_ACTION_${actionKey(h.action)}`)} · {h.actor}
                {h.reason && <> · {h.reason}</>}
              </li>
            ))}
          </ul>
        </details>
      )}
      <ReasonDialog
        open={dialog === 'hide'}
        title={t('admin.REVIEW_HIDE_TITLE', { author: isolate(review.author) })}
        lead={t('admin.REVIEW_HIDE_LEAD')}
        hint={t('admin.REVIEW_HIDE_HINT')}
        confirmLabel={t('admin.BUTTON_REVIEW_HIDE')}
        onConfirm={async (reason) => {
          await hide({ variables: { id: review.id, reason } });
          toast.show({ message: t('admin.REVIEW_HIDDEN_DONE'), tone: 'success' });
        }}
        onClose={() => setDialog(null)}
      />
      <EditDialog review={review} open={dialog === 'edit'} onClose={() => setDialog(null)} />
      <AuthorDialog review={review} open={dialog === 'author'} onClose={() => setDialog(null)} />
    </article>
  );
}

/** The translation key part of an audited action (`review.hide` → `HIDE`). */
function actionKey(action: string): 'PUBLISH' | 'HIDE' | 'UNHIDE' | 'EDIT' {
  const verb = action.replace(/^review\./, '').toUpperCase();
  return verb === 'HIDE' || verb === 'UNHIDE' || verb === 'EDIT' ? verb : 'PUBLISH';
}
