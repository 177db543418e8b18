import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { loginErrors, type LoginValues } from '../login-rules';
import { useSignIn } from '../use-sign-in';
import { useCredentialsForm } from './use-credentials-form';
import styles from './login-page.module.css';

const EMPTY: LoginValues = { email: '', password: '' };

/** Sign-in: email and password required, email well formed; all fields touched on submit; no submit while one is in progress or invalid. */
export function SignInForm({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  const { signIn, loading } = useSignIn();
  const { field, onSubmit, serverError, formRef } = useCredentialsForm({
    idPrefix: 'sign-in',
    empty: EMPTY,
    rules: loginErrors,
    loading,
    send: signIn,
  });

  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.cardTitle}>
        {t('HEADER_LOGIN_TO_YOUR_ACCOUNT')}
      </h2>
      {hint && <Alert tone="info">{hint}</Alert>}
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Input label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" autoComplete="email" {...field('email')} />
        <Input label={t('INPUT_PASSWORD_LABEL')} type="password" autoComplete="current-password" {...field('password')} />
        <Link to="/account/forgot-password" className={styles.forgot}>
          {t('LINK_FORGOT_PASSWORD')}
        </Link>
        <Button type="submit" block loading={loading}>
          {t('BUTTON_LOGIN')}
        </Button>
      </form>
    </section>
  );
}
