import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../i18n/use-translation';
import { graphql } from '../../../gql';
import { apiErrorCode, apiErrorKey, type ApiErrorKey } from '../../../lib/api-error/api-error';
import { Field, useFieldIds } from '../../../ui/form/field';
import { Input } from '../../../ui/form/input';
import { Select } from '../../../ui/form/select';
import { Alert } from '../../../ui/alert/alert';
import { Button } from '../../../ui/button/button';
import { useFocusFirstInvalid } from '../../../ui/form/focus-first-invalid';
import { CombinedGraphQLErrors } from '@apollo/client';
import { reviewErrors, type ReviewDraft, type ReviewErrors, type ReviewField } from './review-rules';
import styles from './reviews.module.css';

export const AddReviewMutation = graphql(`
  mutation AddReview($input: AddReviewInput!) {
    addReview(input: $input) {
      id
    }
  }
`);

const EMPTY: ReviewDraft = { rating: 0, author: '', email: '', content: '' };
const FIELDS: ReviewField[] = ['rating', 'author', 'email', 'content'];

/** The field a BAD_USER_INPUT answer names, when it is one of the form's. */
function serverField(error: unknown): ReviewField | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const field = error.errors[0]?.extensions?.field;
  return typeof field === 'string' && (FIELDS as string[]).includes(field) ? (field as ReviewField) : null;
}

/**
 * The review form: a rating, a name, an optional email and the review. Messages show once a field
 * was left or the form submitted (spec §5); the server's refusal of a field shows under it. After
 * a review is stored the list and the product's rating are asked again.
 */
export function ReviewForm({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<ReviewField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<ReviewErrors>({});
  const [failure, setFailure] = useState<ApiErrorKey | null>(null);
  const [done, setDone] = useState(false);
  const [add, { loading }] = useMutation(AddReviewMutation, { refetchQueries: ['ProductReviews', 'ProductPage'] });
  const { formRef, refused } = useFocusFirstInvalid();
  const local = reviewErrors(draft);
  const shown = (field: ReviewField) => {
    const key = (touched[field] ? local[field] : undefined) ?? serverErrors[field];
    return key ? t(key) : undefined;
  };
  const content = useFieldIds(undefined, false, Boolean(shown('content')));

  const set = <K extends ReviewField>(field: K, value: ReviewDraft[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
    setDone(false);
  };
  const leave = (field: ReviewField) => setTouched((tt) => ({ ...tt, [field]: true }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    setTouched({ rating: true, author: true, email: true, content: true });
    setFailure(null);
    if (Object.keys(local).length > 0) {
      refused();
      return;
    }
    try {
      await add({
        variables: {
          input: { productId, rating: draft.rating, author: draft.author.trim(), email: draft.email.trim() || null, content: draft.content.trim() },
        },
      });
      setDraft(EMPTY);
      setTouched({});
      setDone(true);
    } catch (error) {
      const field = serverField(error);
      if (field && apiErrorCode(error) === 'BAD_USER_INPUT') {
        setServerErrors({ [field]: 'ERROR_REVIEW_REFUSED' });
        refused();
      }
      else setFailure(apiErrorKey(error, (key) => i18n.exists(key)));
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="review-form-title">
      <h3 id="review-form-title" className={styles.formTitle}>
        {t('TEXT_REVIEW_FORM_TITLE')}
      </h3>
      {done && <Alert tone="success">{t('TEXT_REVIEW_ADDED')}</Alert>}
      {failure && <Alert tone="danger">{t(failure)}</Alert>}
      <div className={styles.formRow}>
        <Select
          label={t('TEXT_REVIEW_RATING_LABEL')}
          required
          placeholder={t('TEXT_REVIEW_RATING_PLACEHOLDER')}
          value={draft.rating ? String(draft.rating) : ''}
          onChange={(e) => set('rating', Number(e.target.value))}
          onBlur={() => leave('rating')}
          error={shown('rating')}
          options={[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: t('TEXT_REVIEW_STARS', { count: n }) }))}
        />
        <Input
          label={t('TEXT_REVIEW_AUTHOR_LABEL')}
          required
          autoComplete="name"
          value={draft.author}
          onChange={(e) => set('author', e.target.value)}
          onBlur={() => leave('author')}
          error={shown('author')}
        />
        <Input
          label={t('TEXT_REVIEW_EMAIL_LABEL')}
          type="email"
          autoComplete="email"
          hint={t('TEXT_REVIEW_EMAIL_HINT')}
          value={draft.email}
          onChange={(e) => set('email', e.target.value)}
          onBlur={() => leave('email')}
          error={shown('email')}
        />
      </div>
      <Field controlId={content.controlId} label={t('TEXT_REVIEW_CONTENT_LABEL')} required error={shown('content')} errorId={content.errorId}>
        <textarea
          id={content.controlId}
          className={styles.textarea}
          rows={5}
          required
          value={draft.content}
          onChange={(e) => set('content', e.target.value)}
          onBlur={() => leave('content')}
          aria-invalid={Boolean(shown('content')) || undefined}
          aria-describedby={content.describedBy}
        />
      </Field>
      <Button type="submit" loading={loading}>
        {t('BUTTON_POST_REVIEW')}
      </Button>
    </form>
  );
}
