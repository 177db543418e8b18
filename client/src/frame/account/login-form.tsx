import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { FrameShopperQuery } from '../frame-queries';
import { useSignIn, loginErrors, type LoginValues } from '../../account';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';

/**
 * The header's sign-in form: email and password are required, the email must look like one; all
 * fields are marked touched on submit; a submit while one is in progress or invalid is ignored.
 * Success goes to the dashboard; a server refusal shows ERROR_API_{code}.
 */
export function LoginForm({ onDone, idPrefix }: { onDone: () => void; idPrefix: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const navigate = useNavigate();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [touched, setTouched] = useState({ email: false, password: false });
  const [serverError, setServerError] = useState<string | null>(null);
  const { signIn, loading } = useSignIn({ refetchQueries: [FrameShopperQuery], awaitRefetchQueries: true });
  const errors = loginErrors(values);
  const { formRef, refused } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched({ email: true, password: true });
    if (loading) return;
    if (errors.email || errors.password) {
      refused();
      return;
    }
    setServerError(null);
    try {
      await signIn(values.email, values.password);
      onDone();
      navigate('/account/dashboard');
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  const field = (name: keyof LoginValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [name]: true })),
    error: touched[name] && errors[name] ? t(errors[name]) : undefined,
  });

  return (
    <form ref={formRef} className="login-form" onSubmit={onSubmit} noValidate>
      <p className="login-form__title">{t('HEADER_LOGIN_TO_YOUR_ACCOUNT')}</p>
      {serverError && (
        <p className="login-form__error" role="alert">
          {serverError}
        </p>
      )}
      <Input id={`${idPrefix}-email`} label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" autoComplete="email" size="sm" {...field('email')} />
      <Input id={`${idPrefix}-password`} label={t('INPUT_PASSWORD_LABEL')} type="password" autoComplete="current-password" size="sm" {...field('password')} />
      <Link className="login-form__forgot" to="/account/forgot-password" onClick={onDone}>
        {t('LINK_FORGOT_PASSWORD')}
      </Link>
      <Button type="submit" block loading={loading}>
        {t('BUTTON_LOGIN')}
      </Button>
      <Link className="login-form__register" to="/account/login#register" onClick={onDone}>
        {t('LINK_CREATE_ACCOUNT')}
      </Link>
    </form>
  );
}
