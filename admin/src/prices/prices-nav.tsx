import { NavLink } from 'react-router';
import { useTranslation } from '../ui';
import styles from './prices.module.css';

const TABS = [
  { to: '/prices', label: 'admin.PRICES_TAB_RUNS', end: true },
  { to: '/prices/suppliers', label: 'admin.PRICES_TAB_SUPPLIERS', end: false },
  { to: '/prices/rules', label: 'admin.PRICES_TAB_RULES', end: false },
  { to: '/prices/offers', label: 'admin.PRICES_TAB_OFFERS', end: false },
] as const;

/** The price pages' own navigation: lists, suppliers, mark-up rules, a part's offers. */
export function PricesNav() {
  const { t } = useTranslation();
  return (
    <nav className={styles.tabs} aria-label={t('admin.PRICES_TABS_LABEL')}>
      {TABS.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}>
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
