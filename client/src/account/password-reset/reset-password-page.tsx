import { useState, type FormEvent } from 'react';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../ui/link/link';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { newPasswordError } from '../login-rules';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';
import { useForm, type FormErrors } from '../use-form';
import { PasswordResetValidQuery } from './password-reset-documents';
import { useResetPassword } from './use-reset-password';
import forms from '../account-forms.module.css';
import styles from '../login/login-page.module.css';

interface ResetValues {
  next: string;
  confirm: string;
}

const rules = (v: ResetValues): FormErrors<ResetValues> => ({
  next: newPasswordError(v.next),
  confirm: v.confirm === '' ? 'ERROR_FORM_REQUIRED' : v.confirm !== v.next ? 'ERROR_FORM_PASSWORD_MISMATCH' : undefined,
});

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <Alert tone="warning" title={t('TEXT_RESET_LINK_INVALID')}>
      <Link to="/account/forgot-password">{t('LINK_REQUEST_NEW_RESET')}</Link>
    </Alert>
  );
}

function ResetForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const form = useForm<ResetValues>({ next: '', confirm: '' }, rules);
  const [reset, { loading }] = useResetPassword();
  const [outcome, setOutcome] = useState<'done' | 'invalid' | { failure: string } | null>(null);
  const { formRef, refused } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (loading) return;
    if (!form.valid) {
      refused();
      return;
    }
    try {
      await reset({ variables: { token, newPassword: form.values.next } });
      setOutcome('done');
    } catch (error) {
      setOutcome(apiErrorCode(error) === 'PASSWORD_RESET_INVALID' ? 'invalid' : { failure: errorText(error) });
    }
  };

  if (outcome === 'done') {
    return (
      <Alert tone="success" title={t('TEXT_PASSWORD_RESET_DONE')}>
        <Link to="/account/login">{t('LINK_BACK_TO_LOGIN')}</Link>
      </Alert>
    );
  }
  if (outcome === 'invalid') return <InvalidLink />;
  const field = (name: keyof ResetValues, label: string, hint?: string) => {
    const shown = form.shown(name);
    return (
      <Input
        id={`reset-${name}`}
        name={name}
        type="password"
        autoComplete="new-password"
        required
        label={label}
        hint={hint}
        value={form.values[name]}
        onChange={(e) => form.set(name, e.target.value)}
        onBlur={() => form.touch(name)}
        error={shown ? t(shown) : undefined}
      />
    );
  };
  return (
    <form ref={formRef} className={forms.form} onSubmit={onSubmit} noValidate>
      {typeof outcome === 'object' && outcome !== null && <Alert tone="danger">{outcome.failure}</Alert>}
      {field('next', t('INPUT_PASSWORD_NEW_LABEL'), t('INPUT_PASSWORD_NEW_HINT'))}
      {field('confirm', t('INPUT_PASSWORD_CONFIRM_LABEL'))}
      <div>
        <Button type="submit" loading={loading}>
          {t('BUTTON_SAVE_PASSWORD')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The page a reset e-mail links to (`?token=`): a new password, typed twice. A link that is unknown,
 * used or older than 30 minutes says so at once and offers a new one; once saved, every session
 * of the account is signed out and the page says so.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { data, loading, error, refetch } = usePageQuery(PasswordResetValidQuery, { variables: { token }, skip: token === '', fetchPolicy: 'network-only' });
  return (
    <SectionPage section={{ title: t('MENU_ACCOUNT'), url: '/account' }} title={t('MENU_ACCOUNT_RESET_PASSWORD')} lead={t('TEXT_RESET_PASSWORD_LEAD')}>
      <div className={styles.card} style={{ maxInlineSize: '36rem' }}>
        {token === '' ? (
          <InvalidLink />
        ) : (
          <QueryState data={data} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton lines={4} />}>
            {(d) => (d.passwordResetValid ? <ResetForm token={token} /> : <InvalidLink />)}
          </QueryState>
        )}
      </div>
    </SectionPage>
  );
}
