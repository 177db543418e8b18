import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Input, useDocumentTitle, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { LanguageSelect } from '../frame/language-select';
import { SIGN_IN, VERIFY_TOTP } from './documents';
import { groupSecret, totpCode } from './otpauth';
import { QrCode } from './qr-code';
import styles from './sign-in.module.css';

type Step = { kind: 'password' } | { kind: 'code' } | { kind: 'enrol'; uri: string; secret: string };

/** Where to go after signing in: an address of the app the gate sent us from, else its start. */
export function nextAddress(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : '/';
}

/**
 * Signing in: e-mail and password, then the authenticator's code. At the first sign-in the staff
 * member enrols an authenticator first: a QR code of its otpauth address, and the secret to type.
 */
export function SignInPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [signIn, signingIn] = useMutation(SIGN_IN);
  const [verify, verifying] = useMutation(VERIFY_TOTP);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = step.kind === 'password' ? t('admin.SIGN_IN_TITLE') : step.kind === 'enrol' ? t('admin.TOTP_ENROL_TITLE') : t('admin.TOTP_TITLE');
  useDocumentTitle(`${title} · ${t('admin.APP_NAME')}`);

  // Each step's heading takes the focus, so a screen reader says where the staff member is.
  useEffect(() => {
    if (step.kind !== 'password') heading.current?.focus();
  }, [step.kind]);

  const done = async () => {
    await client.resetStore();
    await navigate(nextAddress(params.get('next')), { replace: true });
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await signIn({ variables: { email: email.trim(), password } });
      const result = data?.signIn;
      if (!result) return;
      setPassword('');
      if (result.step === 'DONE') await done();
      else if (result.step === 'TOTP_ENROLMENT' && result.enrolment) setStep({ kind: 'enrol', uri: result.enrolment.uri, secret: result.enrolment.secret });
      else setStep({ kind: 'code' });
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const digits = totpCode(code);
    if (!digits) {
      setCodeError(t('admin.ERROR_TOTP_FORMAT'));
      return;
    }
    setCodeError(null);
    try {
      const { data } = await verify({ variables: { code: digits } });
      if (data?.verifyTotp.step === 'DONE') await done();
    } catch (error) {
      const key = errorMessageKey(error);
      // The first step expired or was never done: start again from the password.
      if (key === 'admin.ERROR_SESSION_ENDED') setStep({ kind: 'password' });
      setCode('');
      setFailure(t(key));
    }
  };

  return (
    <div className={styles.page}>
      <header className={styles.top}>
        <span className={styles.brand}>{t('admin.APP_NAME')}</span>
        <LanguageSelect />
      </header>
      <main className={styles.card} id="admin-main">
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {step.kind === 'password' ? (
          <form className={styles.form} onSubmit={(e) => void submitPassword(e)} noValidate={false}>
            <Input label={t('INPUT_EMAIL_ADDRESS_LABEL')} type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} autoFocus />
            <Input label={t('INPUT_PASSWORD_LABEL')} type="password" name="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            <Button type="submit" block loading={signingIn.loading}>
              {t('admin.BUTTON_CONTINUE')}
            </Button>
          </form>
        ) : (
          <form className={styles.form} onSubmit={(e) => void submitCode(e)}>
            {step.kind === 'enrol' && (
              <div className={styles.enrol}>
                <p>{t('admin.TOTP_ENROL_LEAD')}</p>
                <div className={styles.qr}>
                  <QrCode text={step.uri} label={t('admin.TOTP_QR_LABEL')} />
                </div>
                <p className={styles.secretLabel} id="totp-secret-label">
                  {t('admin.TOTP_SECRET_LABEL')}
                </p>
                <code className={styles.secret} aria-labelledby="totp-secret-label" data-secret={step.secret}>
                  {groupSecret(step.secret)}
                </code>
              </div>
            )}
            {step.kind === 'code' && <p>{t('admin.TOTP_LEAD')}</p>}
            <Input
              label={t('admin.INPUT_TOTP_LABEL')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]*"
              maxLength={7}
              required
              value={code}
              error={codeError ?? undefined}
              onChange={(e) => setCode(e.target.value)}
              autoFocus={step.kind === 'code'}
            />
            <Button type="submit" block loading={verifying.loading}>
              {t('admin.BUTTON_VERIFY')}
            </Button>
            <Button
              variant="ghost"
              block
              onClick={() => {
                setStep({ kind: 'password' });
                setCode('');
                setFailure(null);
              }}
            >
              {t('admin.BUTTON_START_AGAIN')}
            </Button>
          </form>
        )}
      </main>
    </div>
  );
}
