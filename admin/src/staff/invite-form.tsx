import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Select, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { INVITE_STAFF, STAFF } from './documents';
import styles from './staff.module.css';

/** Invites a colleague: an e-mail with a link to set a password (the staff API sends it). */
export function InviteForm({ roles }: { roles: readonly { code: string; name: string }[] }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [invite, inviting] = useMutation(INVITE_STAFF, { refetchQueries: [STAFF], awaitRefetchQueries: true });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await invite({ variables: { input: { email: email.trim(), name: name.trim(), role } } });
      toast.show({ message: t('admin.STAFF_INVITED', { email: email.trim() }), tone: 'success' });
      setEmail('');
      setName('');
      setRole('');
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <section className={styles.card} aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.cardTitle}>
        {t('admin.STAFF_INVITE_TITLE')}
      </h2>
      {failure && <Alert tone="danger">{failure}</Alert>}
      <form className={styles.inviteForm} onSubmit={(e) => void submit(e)}>
        <Input label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        <Input label={t('admin.INPUT_STAFF_NAME_LABEL')} required value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />
        <Select label={t('admin.INPUT_ROLE_LABEL')} required value={role} placeholder={t('admin.INPUT_ROLE_CHOOSE')} onChange={(e) => setRole(e.target.value)} options={roles.map((r) => ({ value: r.code, label: r.name }))} />
        <Button type="submit" loading={inviting.loading}>
          {t('admin.BUTTON_INVITE')}
        </Button>
      </form>
    </section>
  );
}
