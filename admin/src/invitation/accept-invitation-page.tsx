import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Input, Spinner, useDocumentTitle, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { LanguageSelect } from '../frame/language-select';
import { formatDateTime } from '../lib/format';
import { ACCEPT_INVITATION, INVITATION } from './documents';
import { passwordProblem, STAFF_PASSWORD_MIN_LENGTH } from './password-rules';
import styles from '../sign-in/sign-in.module.css';

/** The invitation's link: the colleague sets a password, then signs in (enrolling an authenticator). */
export function AcceptInvitationPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const { data, loading, error } = useQuery(INVITATION, { variables: { token }, fetchPolicy: 'network-only' });
  const [accept, accepting] = useMutation(ACCEPT_INVITATION);
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<ReturnType<typeof passwordProblem>>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  useDocumentTitle(`${t('admin.INVITATION_TITLE')} · ${t('admin.APP_NAME')}`);
  const invitation = data?.invitation;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblem(password, repeated);
    setProblem(found);
    if (found) return;
    setFailure(null);
    try {
      await accept({ variables: { token, password } });
      setAccepted(true);
    } catch (err) {
      setFailure(t(errorMessageKey(err)));
    }
  };

  let body;
  if (loading) {
    body = (
      <p role="status">
        <Spinner /> {t('TEXT_LOADING')}
      </p>
    );
  } else if (error) {
    body = <Alert tone="danger">{t(errorMessageKey(error))}</Alert>;
  } else if (!invitation) {
    body = <Alert tone="warning">{t('admin.ERROR_INVITATION_INVALID')}</Alert>;
  } else if (accepted) {
    body = (
      <>
        <Alert tone="success">{t('admin.INVITATION_ACCEPTED')}</Alert>
        <p>
          <Link to={`/sign-in?email=${encodeURIComponent(invitation.email)}`}>{t('admin.LINK_GO_TO_SIGN_IN')}</Link>
        </p>
      </>
    );
  } else {
    body = (
      <>
        <p>{t('admin.INVITATION_LEAD', { name: invitation.name || invitation.email, email: invitation.email, date: formatDateTime(invitation.expiresAt, i18n.language) })}</p>
        {failure && <Alert tone="danger">{failure}</Alert>}
        <form className={styles.form} onSubmit={(e) => void submit(e)}>
          <input type="text" name="username" autoComplete="username" value={invitation.email} readOnly hidden />
          <Input
            label={t('INPUT_PASSWORD_NEW_LABEL')}
            type="password"
            autoComplete="new-password"
            required
            hint={t('admin.PASSWORD_HINT', { min: STAFF_PASSWORD_MIN_LENGTH })}
            error={problem === 'too-short' ? t('admin.ERROR_PASSWORD_TOO_SHORT', { min: STAFF_PASSWORD_MIN_LENGTH }) : undefined}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoFocus
          />
          <Input
            label={t('INPUT_PASSWORD_CONFIRM_LABEL')}
            type="password"
            autoComplete="new-password"
            required
            error={problem === 'mismatch' ? t('ERROR_FORM_PASSWORD_MISMATCH') : undefined}
            value={repeated}
            onChange={(e) => setRepeated(e.target.value)}
          />
          <Button type="submit" block loading={accepting.loading}>
            {t('admin.BUTTON_SET_PASSWORD')}
          </Button>
        </form>
      </>
    );
  }

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{t('admin.APP_NAME')}</span>
        <LanguageSelect />
      </header>
      <main className={styles.card} id="admin-main">
        <h1 className={styles.title}>{t('admin.INVITATION_TITLE')}</h1>
        {body}
      </main>
    </div>
  );
}
