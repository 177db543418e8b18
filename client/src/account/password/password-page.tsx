import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { AccountPage } from '../account-page';
import { DevicesSection, DevicesSectionDocument } from './devices-section';
import { newPasswordError } from '../login-rules';
import { useApiErrorText } from '../use-api-error-text';
import { useForm, type FormErrors } from '../use-form';
import styles from '../account-forms.module.css';

export const PasswordChangeMutation = graphql(`
  mutation PasswordChange($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
  }
`);

interface PasswordValues {
  current: string;
  next: string;
}

const EMPTY: PasswordValues = { current: '', next: '' };

const passwordErrors = (v: PasswordValues): FormErrors<PasswordValues> => ({
  current: v.current === '' ? 'ERROR_FORM_REQUIRED' : undefined,
  next: newPasswordError(v.next),
});

/** The current password and a new one of at least 6 characters. */
export function PasswordPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const form = useForm(EMPTY, passwordErrors);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  // The current password the server refused: said on its field until the shopper changes it.
  const [refused, setRefused] = useState<string | null>(null);
  const [change, { loading }] = useMutation(PasswordChangeMutation);
  const { formRef, refused: refuse } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (loading) return;
    if (!form.valid) {
      refuse();
      return;
    }
    if (refused !== null && form.values.current === refused) {
      // Refused already: not sent again (each refusal counts towards the account's lock).
      document.getElementById('password-current')?.focus();
      return;
    }
    setOutcome(null);
    try {
      // The change signs every other browser and app out: the list of devices is read again.
      await change({ variables: { currentPassword: form.values.current, newPassword: form.values.next }, refetchQueries: [DevicesSectionDocument] });
      form.reset(EMPTY);
      setOutcome({ ok: true });
    } catch (error) {
      if (apiErrorCode(error) === 'AUTH_WRONG_PASSWORD') {
        setRefused(form.values.current);
        document.getElementById('password-current')?.focus();
      } else {
        setOutcome({ ok: false, message: errorText(error) });
      }
    }
  };

  const field = (name: keyof PasswordValues) => ({
    id: `password-${name}`,
    name,
    type: 'password',
    required: true,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    onBlur: () => form.touch(name),
    error: form.shown(name) ? t(form.shown(name)!) : undefined,
  });
  const current = field('current');
  if (!current.error && refused !== null && form.values.current === refused) current.error = t('ERROR_PASSWORD_CURRENT_WRONG');

  return (
    <AccountPage title={t('MENU_ACCOUNT_PASSWORD')}>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
        {outcome && (outcome.ok ? <Alert tone="success">{t('TEXT_PASSWORD_CHANGED')}</Alert> : <Alert tone="danger">{outcome.message}</Alert>)}
        <Input label={t('INPUT_PASSWORD_CURRENT_LABEL')} autoComplete="current-password" {...current} />
        <Input label={t('INPUT_PASSWORD_NEW_LABEL')} autoComplete="new-password" hint={t('INPUT_PASSWORD_NEW_HINT')} {...field('next')} />
        <div>
          <Button type="submit" loading={loading}>
            {t('BUTTON_CHANGE_PASSWORD')}
          </Button>
        </div>
      </form>
      <DevicesSection />
    </AccountPage>
  );
}
