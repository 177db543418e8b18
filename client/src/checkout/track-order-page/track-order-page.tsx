import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { apiErrorCode, apiErrorKey } from '../../lib/api-error/api-error';
import { NotFoundPage } from '../../lib/not-found/not-found-page';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { isEmail } from '../address-draft';
import { OrderView } from '../order-view/order-view';
import { parseOrderNumber, tokenFrom } from './track-rules';
import styles from './track-order-page.module.css';

/** An order by its number and email. */
export const TrackOrderQuery = graphql(`
  query TrackOrder($number: Int!, $email: String!) {
    trackOrder(number: $number, email: $email) {
      ...OrderView_order
    }
  }
`);

/** An order by its token (the link given at checkout). */
export const TrackOrderByTokenQuery = graphql(`
  query TrackOrderByToken($token: String!) {
    orderByToken(token: $token) {
      ...OrderView_order
    }
  }
`);

type Lookup = { number: number; email: string };

/**
 * Track an order: by its number and email, or by its link (`?token=`). A miss shows the 404 page
 * state whatever was wrong, so the page never tells whether a number exists; too many misses are
 * refused with the sign-in limit's message.
 */
export function TrackOrderPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [numberText, setNumberText] = useState('');
  const [email, setEmail] = useState('');
  const [tokenText, setTokenText] = useState('');
  const [marked, setMarked] = useState<ReadonlySet<'number' | 'email' | 'token'>>(new Set());
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const numberForm = useFocusFirstInvalid();
  const tokenForm = useFocusFirstInvalid();

  const byNumber = usePageQuery(TrackOrderQuery, { variables: lookup ?? { number: 0, email: '' }, skip: !lookup });
  const byToken = usePageQuery(TrackOrderByTokenQuery, { variables: { token }, skip: token === '' });
  const active = token !== '' ? { order: byToken.data?.orderByToken, ...byToken } : { order: byNumber.data?.trackOrder, ...byNumber };
  const searching = token !== '' || lookup !== null;

  const mark = (field: 'number' | 'email' | 'token') => setMarked((m) => (m.has(field) ? m : new Set(m).add(field)));
  const parsedNumber = parseOrderNumber(numberText);
  const numberError = marked.has('number') && parsedNumber === null ? (numberText.trim() ? 'ERROR_FORM_ORDER_NUMBER' : 'ERROR_FORM_REQUIRED') : null;
  const emailError = marked.has('email') ? (email.trim() === '' ? 'ERROR_FORM_REQUIRED' : isEmail(email) ? null : 'ERROR_FORM_INCORRECT_EMAIL') : null;
  const tokenError = marked.has('token') && tokenFrom(tokenText) === '' ? 'ERROR_FORM_REQUIRED' : null;

  const submitNumber = (event: FormEvent) => {
    event.preventDefault();
    setMarked((m) => new Set(m).add('number').add('email'));
    if (parsedNumber === null || !isEmail(email)) {
      numberForm.refused();
      return;
    }
    if (token) setParams({}, { replace: true });
    setLookup({ number: parsedNumber, email: email.trim() });
  };
  const submitToken = (event: FormEvent) => {
    event.preventDefault();
    mark('token');
    const value = tokenFrom(tokenText);
    if (value === '') {
      tokenForm.refused();
      return;
    }
    setLookup(null);
    setParams({ token: value });
  };
  const again = () => {
    setLookup(null);
    if (token) setParams({});
  };

  if (searching && apiErrorCode(active.error) === 'NOT_FOUND') {
    return (
      <div className={styles.miss}>
        <NotFoundPage />
        <Button variant="secondary" onClick={again}>
          {t('BUTTON_TRACK_ANOTHER')}
        </Button>
      </div>
    );
  }
  const limited = apiErrorCode(active.error) === 'AUTH_TOO_MANY_ATTEMPTS';

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_TRACK_ORDER')} lead={searching ? undefined : t('TEXT_TRACK_ORDER_LEAD')}>
      {searching && !limited ? (
        <div className={styles.result}>
          <QueryState data={active.order} loading={active.loading} error={active.error} onRetry={active.refetch} skeleton={<Skeleton lines={8} />}>
            {(order) => <OrderView order={order} />}
          </QueryState>
          <Button variant="secondary" onClick={again} className={styles.again}>
            {t('BUTTON_TRACK_ANOTHER')}
          </Button>
        </div>
      ) : (
        <div className={styles.forms}>
          {limited && (
            <Alert tone="danger" className={styles.limited}>
              {t(apiErrorKey(active.error, (key) => i18n.exists(key)))}
            </Alert>
          )}
          <form ref={numberForm.formRef} className={styles.form} onSubmit={submitNumber} noValidate aria-labelledby="track-by-number">
            <h2 id="track-by-number" className={styles.formTitle}>
              {t('TEXT_TRACK_BY_NUMBER')}
            </h2>
            <Input
              id="track-number"
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
              id="track-email"
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
            <Button type="submit">{t('BUTTON_TRACK_ORDER')}</Button>
          </form>
          <form ref={tokenForm.formRef} className={styles.form} onSubmit={submitToken} noValidate aria-labelledby="track-by-token">
            <h2 id="track-by-token" className={styles.formTitle}>
              {t('TEXT_TRACK_BY_TOKEN')}
            </h2>
            <Input
              id="track-token"
              label={t('INPUT_ORDER_TOKEN_LABEL')}
              hint={t('INPUT_ORDER_TOKEN_HINT')}
              autoComplete="off"
              required
              value={tokenText}
              onChange={(e) => {
                setTokenText(e.target.value);
                mark('token');
              }}
              onBlur={() => mark('token')}
              error={tokenError ? t(tokenError) : undefined}
            />
            <Button type="submit" variant="secondary">
              {t('BUTTON_TRACK_ORDER')}
            </Button>
          </form>
        </div>
      )}
    </SectionPage>
  );
}
