import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { loginErrors, type LoginValues } from '../login-rules';
import { useApiErrorText } from '../use-api-error-text';
import { useForm } from '../use-form';
import { LoginPageSignInMutation } from './login-documents';
import { useAccountEntry } from './use-account-entry';
import styles from './login-page.module.css';

const EMPTY: LoginValues = { email: '', password: '' };

/** Sign-in: email and password required, email well formed; all fields touched on submit; no submit while one is in progress or invalid. */
export function SignInForm({ hint }: { hint?: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const form = useForm(EMPTY, loginErrors);
  const [serverError, setServerError] = useState<string | null>(null);
  const [signIn, { loading }] = useMutation(LoginPageSignInMutation);
  const enter = useAccountEntry();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (loading || !form.valid) return;
    setServerError(null);
    try {
      const { data } = await signIn({ variables: { email: form.values.email.trim(), password: form.values.password } });
      if (data) await enter(data.signIn);
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  const field = (name: keyof LoginValues) => ({
    id: `sign-in-${name}`,
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    onBlur: () => form.touch(name),
    error: form.shown(name) ? t(form.shown(name)!) : undefined,
    required: true,
  });

  return (
    <section className={styles.card} aria-labelledby="sign-in-title">
      <h2 id="sign-in-title" className={styles.cardTitle}>
        {t('HEADER_LOGIN_TO_YOUR_ACCOUNT')}
      </h2>
      {hint && <Alert tone="info">{hint}</Alert>}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <Input label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" autoComplete="email" {...field('email')} />
        <Input label={t('INPUT_PASSWORD_LABEL')} type="password" autoComplete="current-password" {...field('password')} />
        <Button type="submit" block loading={loading}>
          {t('BUTTON_LOGIN')}
        </Button>
      </form>
    </section>
  );
}
