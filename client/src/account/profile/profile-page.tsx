import { useMutation } from '@apollo/client/react';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { QueryState } from '../../lib/query-state/query-state';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Input } from '../../ui/form/input';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { emailError } from '../login-rules';
import { useApiErrorText } from '../use-api-error-text';
import { useForm, type FormErrors } from '../use-form';
import styles from '../account-forms.module.css';

export const ProfilePageQuery = graphql(`
  query ProfilePage {
    me {
      id
      email
      firstName
      lastName
      phone
    }
  }
`);

export const ProfileUpdateMutation = graphql(`
  mutation ProfileUpdate($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      email
      firstName
      lastName
      phone
      avatar
    }
  }
`);

interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const profileErrors = (v: ProfileValues): FormErrors<ProfileValues> => ({ email: emailError(v.email) });

/** First name, last name, email and phone; the answer updates the header's account menu through the cache. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(ProfilePageQuery);
  return (
    <AccountPage title={t('MENU_ACCOUNT_PROFILE')}>
      <QueryState data={data?.me} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="20rem" />}>
        {(me) => <ProfileForm key={me.id} initial={{ firstName: me.firstName, lastName: me.lastName, email: me.email, phone: me.phone }} />}
      </QueryState>
    </AccountPage>
  );
}

function ProfileForm({ initial }: { initial: ProfileValues }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const form = useForm(initial, profileErrors);
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; message: string } | null>(null);
  const [update, { loading }] = useMutation(ProfileUpdateMutation);
  const { formRef, refused } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (loading) return;
    if (!form.valid) {
      refused();
      return;
    }
    setOutcome(null);
    const v = form.values;
    try {
      await update({ variables: { input: { firstName: v.firstName.trim(), lastName: v.lastName.trim(), email: v.email.trim(), phone: v.phone.trim() } } });
      setOutcome({ ok: true });
    } catch (error) {
      setOutcome({ ok: false, message: errorText(error) });
    }
  };

  const field = (name: keyof ProfileValues) => ({
    id: `profile-${name}`,
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    onBlur: () => form.touch(name),
    error: form.shown(name) ? t(form.shown(name)!) : undefined,
  });

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      {outcome && (outcome.ok ? <Alert tone="success">{t('TEXT_PROFILE_SAVED')}</Alert> : <Alert tone="danger">{outcome.message}</Alert>)}
      <div className={styles.pair}>
        <Input label={t('INPUT_FIRST_NAME_LABEL')} autoComplete="given-name" {...field('firstName')} />
        <Input label={t('INPUT_LAST_NAME_LABEL')} autoComplete="family-name" {...field('lastName')} />
      </div>
      <Input label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" autoComplete="email" required {...field('email')} />
      <Input label={t('INPUT_PHONE_LABEL')} type="tel" autoComplete="tel" {...field('phone')} />
      <div>
        <Button type="submit" loading={loading}>
          {t('BUTTON_SAVE')}
        </Button>
      </div>
    </form>
  );
}
