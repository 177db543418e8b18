import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { SectionPage } from '../../lib/section-page/section-page';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { emailError } from '../login-rules';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';
import { useForm } from '../use-form';
import { useRequestPasswordReset } from './use-request-password-reset';
import forms from '../account-forms.module.css';
import styles from '../login/login-page.module.css';

const rules = (v: { email: string }) => ({ email: emailError(v.email) });

/**
 * "Forgot your password?": the account's e-mail, then the same answer whether an account has it or
 * not (the link goes only to an account's own address, and lasts 30 minutes).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const form = useForm({ email: '' }, rules);
  const [send, { loading }] = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { formRef, refused } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (loading) return;
    if (!form.valid) {
      refused();
      return;
    }
    setFailure(null);
    const email = form.values.email.trim();
    try {
      await send({ variables: { email } });
      setSentTo(email);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const shown = form.shown('email');
  return (
    <SectionPage section={{ title: t('MENU_ACCOUNT'), url: '/account' }} title={t('MENU_ACCOUNT_FORGOT_PASSWORD')} lead={t('TEXT_FORGOT_PASSWORD_LEAD')}>
      <div className={styles.card} style={{ maxInlineSize: '36rem' }}>
        {sentTo ? (
          <>
            <Alert tone="success">{t('TEXT_RESET_LINK_SENT', { email: sentTo })}</Alert>
            <Link to="/account/login">{t('LINK_BACK_TO_LOGIN')}</Link>
          </>
        ) : (
          <form ref={formRef} className={forms.form} onSubmit={onSubmit} noValidate>
            {failure && <Alert tone="danger">{failure}</Alert>}
            <Input
              id="forgot-email"
              name="email"
              type="email"
              autoComplete="email"
              required
              label={t('INPUT_EMAIL_ADDRESS_LABEL')}
              value={form.values.email}
              onChange={(e) => form.set('email', e.target.value)}
              onBlur={() => form.touch('email')}
              error={shown ? t(shown) : undefined}
            />
            <div>
              <Button type="submit" loading={loading}>
                {t('BUTTON_SEND_RESET_LINK')}
              </Button>
            </div>
            <Link to="/account/login">{t('LINK_BACK_TO_LOGIN')}</Link>
          </form>
        )}
      </div>
    </SectionPage>
  );
}
