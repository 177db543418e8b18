import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { SectionPage } from '../../lib/section-page/section-page';
import { LoginPageQuery } from './login-documents';
import { RegisterForm } from './register-form';
import { SignInForm } from './sign-in-form';
import styles from './login-page.module.css';

/** Sign-in and registration side by side; the demo account's hint only in demo mode, nothing prefilled. */
export function LoginPage() {
  const { t } = useTranslation();
  const { data } = usePageQuery(LoginPageQuery);
  const demo = data?.shop.demoMode && data.demoAccount ? data.demoAccount : null;
  return (
    <SectionPage section={{ title: t('MENU_ACCOUNT'), url: '/account' }} title={t('MENU_ACCOUNT_LOGIN')} lead={t('TEXT_LOGIN_LEAD')}>
      <div className={styles.columns}>
        <SignInForm hint={demo ? t('TEXT_DEMO_ACCOUNT_HINT', { email: demo.email, password: demo.password }) : undefined} />
        <RegisterForm />
      </div>
    </SectionPage>
  );
}
