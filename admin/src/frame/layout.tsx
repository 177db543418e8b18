import { NavLink, Outlet } from 'react-router';
import { Button, useTranslation } from '../ui';
import { useStaffSession } from '../app/staff-session';
import { visibleNav } from '../lib/permissions';
import { useFocusOnRouteChange } from '../lib/route-focus';
import { LanguageSelect } from './language-select';
import styles from './layout.module.css';

/**
 * The signed-in frame: a skip link, a banner with the shop's name, the staff member and sign-out,
 * a navigation that lists only what their permissions allow, and the page in `main`.
 */
export function Layout() {
  const { t } = useTranslation();
  const { viewer, grants, signOut } = useStaffSession();
  useFocusOnRouteChange();
  const nav = visibleNav(grants);
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#admin-main">
        {t('LINK_SKIP_TO_CONTENT')}
      </a>
      <header className={styles.banner}>
        <span className={styles.brand}>{t('admin.APP_NAME')}</span>
        <div className={styles.user}>
          <span className={styles.who} title={viewer.email}>
            {viewer.name || viewer.email}
          </span>
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={() => void signOut()}>
            {t('admin.BUTTON_SIGN_OUT')}
          </Button>
        </div>
      </header>
      <nav className={styles.nav} aria-label={t('admin.NAV_LABEL')}>
        <ul>
          {nav.map((item) => (
            <li key={item.path}>
              <NavLink to={item.path} className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/me" className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}>
              {t('admin.NAV_ME')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <main id="admin-main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
