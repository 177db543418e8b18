import { useState, type FormEvent } from 'react';
import type { RequestOrderRevocationMutation } from '../../gql/graphql';
import { useTranslation } from '../../i18n/use-translation';
import { useLongDate } from '../../i18n/long-date';
import { apiErrorKey } from '../../lib/api-error/api-error';
import { SectionPage } from '../../lib/section-page/section-page';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { isEmail } from '../address-draft';
import { parseOrderNumber } from '../track-order-page/track-rules';
import { argentineDay } from './revocation-rules';
import styles from './revocation.module.css';
import { useRequestOrderRevocation } from './use-request-order-revocation';


type Revocation = RequestOrderRevocationMutation['requestOrderRevocation'];

function Receipt({ revocation }: { revocation: Revocation }) {
  const { t } = useTranslation();
  const date = useLongDate();
  return (
    <section className={styles.receipt} aria-labelledby="revocation-received" data-testid="revocation-receipt">
      <h2 id="revocation-received" className={styles.receiptTitle} tabIndex={-1}>
        {t('TEXT_REVOCATION_RECEIVED_TITLE')}
      </h2>
      <p className={styles.codeLabel}>{t('TEXT_REVOCATION_CODE_LABEL')}</p>
      <p className={styles.code} data-testid="revocation-code">
        {revocation.code}
      </p>
      <p>{t('TEXT_REVOCATION_CODE_SENT')}</p>
      <dl className={styles.facts}>
        <dt>{t('TEXT_REVOCATION_ORDER')}</dt>
        <dd>{revocation.orderNumber}</dd>
        <dt>{t('TEXT_REVOCATION_REQUESTED_AT')}</dt>
        <dd>{date(argentineDay(revocation.requestedAt))}</dd>
        <dt>{t('TEXT_REVOCATION_TERM_STARTS')}</dt>
        <dd>{date(argentineDay(revocation.termStartsAt))}</dd>
        <dt>{t('TEXT_REVOCATION_TERM_ENDS')}</dt>
        <dd>{date(argentineDay(revocation.termEndsAt, { exclusiveEnd: true }))}</dd>
      </dl>
      <Alert tone={revocation.withinTerm ? 'success' : 'warning'}>{t(revocation.withinTerm ? 'TEXT_REVOCATION_WITHIN' : 'TEXT_REVOCATION_PAST')}</Alert>
    </section>
  );
}

/**
 * The "Botón de arrepentimiento": the shopper's right to revoke a purchase, and a form asking only
 * the order's number and e-mail (no sign-in). The code is shown at once and e-mailed.
 */
export function RevocationPage() {
  const { t, i18n } = useTranslation();
  const [numberText, setNumberText] = useState('');
  const [email, setEmail] = useState('');
  const [marked, setMarked] = useState<ReadonlySet<'number' | 'email'>>(new Set());
  const form = useFocusFirstInvalid();
  const [mutate, { data, loading, error }] = useRequestOrderRevocation();
  const revocation = data?.requestOrderRevocation;

  const mark = (field: 'number' | 'email') => setMarked((m) => (m.has(field) ? m : new Set(m).add(field)));
  const parsedNumber = parseOrderNumber(numberText);
  const numberError = marked.has('number') && parsedNumber === null ? (numberText.trim() ? 'ERROR_FORM_ORDER_NUMBER' : 'ERROR_FORM_REQUIRED') : null;
  const emailError = marked.has('email') ? (email.trim() === '' ? 'ERROR_FORM_REQUIRED' : isEmail(email) ? null : 'ERROR_FORM_INCORRECT_EMAIL') : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMarked(new Set(['number', 'email']));
    if (parsedNumber === null || !isEmail(email)) {
      form.refused();
      return;
    }
    mutate({ variables: { input: { orderNumber: parsedNumber, email: email.trim() } } }).catch(() => undefined);
  };

  return (
    <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_SITE_REVOCATION')} lead={t('TEXT_REVOCATION_LEAD')}>
      <div className={styles.layout}>
        {revocation ? (
          <Receipt revocation={revocation} />
        ) : (
          <form ref={form.formRef} className={styles.form} onSubmit={submit} noValidate aria-labelledby="revocation-form-title">
            <h2 id="revocation-form-title" className={styles.formTitle}>
              {t('TEXT_REVOCATION_FORM_TITLE')}
            </h2>
            <p className={styles.hint}>{t('TEXT_REVOCATION_FORM_HINT')}</p>
            {error && <Alert tone="danger">{t(apiErrorKey(error, (key) => i18n.exists(key)))}</Alert>}
            <Input
              id="revocation-number"
              label={t('TEXT_ORDER_NUMBER_LABEL')}
              inputMode="numeric"
              autoComplete="off"
              required
              value={numberText}
              onChange={(e) => {
                setNumberText(e.target.value);
                mark('number');
              }}
              onBlur={() => mark('number')}
              error={numberError ? t(numberError) : undefined}
            />
            <Input
              id="revocation-email"
              type="email"
              label={t('INPUT_EMAIL_ADDRESS_LABEL')}
              autoComplete="email"
              required
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                mark('email');
              }}
              onBlur={() => mark('email')}
              error={emailError ? t(emailError) : undefined}
            />
            <Button type="submit" disabled={loading}>
              {t('BUTTON_REVOKE_PURCHASE')}
            </Button>
          </form>
        )}
      </div>
    </SectionPage>
  );
}
