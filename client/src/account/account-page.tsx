import type { ReactNode } from 'react';
import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { useLocation } from 'react-router';
import { Link } from '../ui/link/link';
import { SectionPage } from '../lib/section-page/section-page';
import type { BreadcrumbItem } from '../ui/breadcrumbs/breadcrumbs';
import { ACCOUNT_SECTIONS } from './account-links';
import { AccountGuardQuery } from './account-documents';
import { RequireAccount } from './require-account';
import { useSignOut } from './use-sign-out';
import styles from './account-page.module.css';

export interface AccountPageProps {
  title: string;
  lead?: ReactNode;
  trail?: BreadcrumbItem[];
  /** Signed-out visitors go to the login page (default); the garage works signed out. */
  guard?: boolean;
  children: ReactNode;
}

/** Whether a shopper is signed in (null while it is asked), for texts of account pages that work signed out too. */
export function useSignedIn(): boolean | null {
  const { data } = usePageQuery(AccountGuardQuery);
  return data ? data.me !== null : null;
}

/** The side menu's last entry while signed in: signing out, also on a phone, where the header has no account menu. */
function SignOutEntry() {
  const { t } = useTranslation();
  const { data } = usePageQuery(AccountGuardQuery);
  const { signOut, loading } = useSignOut();
  if (!data?.me) return null;
  return (
    <li>
      <button type="button" className={styles.signOut} disabled={loading} onClick={() => void signOut()}>
        {t('BUTTON_LOGOUT')}
      </button>
    </li>
  );
}

/** An account page: breadcrumbs, heading, the account's sections beside the content (and signing out), signed in only. */
export function AccountPage({ title, lead, trail, guard = true, children }: AccountPageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // A section is the current one on its own page and on the pages under it (an order under orders).
  const isCurrent = (url: string) => pathname === url || pathname.startsWith(`${url}/`);
  const body = (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t('TEXT_ACCOUNT_NAVIGATION')}>
        <ul>
          {ACCOUNT_SECTIONS.map((s) => (
            <li key={s.url}>
              <Link to={s.url} className={isCurrent(s.url) ? styles.active : undefined} aria-current={isCurrent(s.url) ? 'page' : undefined}>
                {t(s.title)}
              </Link>
            </li>
          ))}
          <SignOutEntry />
        </ul>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
  return (
    <SectionPage section={{ title: t('MENU_ACCOUNT'), url: '/account' }} title={title} lead={lead} trail={trail}>
      {guard ? <RequireAccount>{body}</RequireAccount> : body}
    </SectionPage>
  );
}
