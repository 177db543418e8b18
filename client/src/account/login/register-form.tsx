import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { registerErrors, type RegisterValues } from '../login-rules';
import { LoginPageRegisterMutation } from './login-documents';
import { useCredentialsForm } from './use-credentials-form';
import styles from './login-page.module.css';

const EMPTY: RegisterValues = { email: '', password: '', confirm: '' };

/** Registration (spec §5): a valid email, a password of at least 6 characters typed twice; the server's refusals as ERROR_API_<code>. */
export function RegisterForm() {
  const { t } = useTranslation();
  const [register, { loading }] = useMutation(LoginPageRegisterMutation);
  const { field, onSubmit, serverError, formRef } = useCredentialsForm({
    idPrefix: 'register',
    empty: EMPTY,
    rules: registerErrors,
    loading,
    send: async (email, password) => (await register({ variables: { email, password } })).data?.register,
  });

  return (
    <section className={styles.card} aria-labelledby="register">
      {/* The target of /account/login#register ('Create an account' links): focus lands on it. */}
      <h2 id="register" className={styles.cardTitle} tabIndex={-1}>
        {t('HEADER_REGISTER')}
      </h2>
      <p className={styles.lead}>{t('TEXT_REGISTER_LEAD')}</p>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Input label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" autoComplete="email" {...field('email')} />
        <Input label={t('INPUT_PASSWORD_LABEL')} type="password" autoComplete="new-password" hint={t('INPUT_PASSWORD_NEW_HINT')} {...field('password')} />
        <Input label={t('INPUT_PASSWORD_CONFIRM_LABEL')} type="password" autoComplete="new-password" {...field('confirm')} />
        <Button type="submit" block loading={loading}>
          {t('BUTTON_REGISTER')}
        </Button>
      </form>
    </section>
  );
}
