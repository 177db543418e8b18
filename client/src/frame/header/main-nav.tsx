import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { IconChevronDown, IconChevronEnd } from '../../ui/icons/icons';
import { MAIN_MENU, sessionMenu, visibleMenu, type MenuItem } from '../../lib/menus';
import { useFrameShop, useShopper } from '../use-shopper';
import { useSignOut } from '../../account';

function SignOutButton({ item, className }: { item: MenuItem; className: string }) {
  const { t } = useTranslation();
  const { signOut, loading } = useSignOut();
  return (
    <button type="button" className={className} disabled={loading} onClick={() => void signOut()}>
      {t(item.title)}
    </button>
  );
}

function MenuLink({ item, className }: { item: MenuItem; className: string }) {
  const { t } = useTranslation();
  if (item.action === 'sign-out') return <SignOutButton item={item} className={className} />;
  if (item.external) {
    return (
      <a className={className} href={item.url}>
        {t(item.title)}
      </a>
    );
  }
  return (
    <Link className={className} to={item.url}>
      {t(item.title)}
    </Link>
  );
}

function Submenu({ items }: { items: MenuItem[] }) {
  return (
    <ul className="main-nav__submenu">
      {items.map((item) => (
        <li key={item.title + item.url} className="main-nav__subitem">
          <MenuLink item={item} className="main-nav__sublink" />
          {item.submenu && (
            <>
              <IconChevronEnd size={14} className="main-nav__subarrow flip-rtl" />
              <Submenu items={item.submenu} />
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The desktop's main navigation: Home, Shop, Blog, Account (its submenu follows the session), Pages and the highlighted link.
 * Submenus open on hover and on keyboard focus inside them.
 */
export function MainNav() {
  const { t } = useTranslation();
  const shop = useFrameShop();
  const { me } = useShopper();
  const items = sessionMenu(visibleMenu(MAIN_MENU, shop?.demoMode ?? false), me !== null);
  return (
    <nav className="main-nav" aria-label={t('TEXT_MAIN_NAVIGATION')}>
      <ul className="main-nav__list">
        {items.map((item) => (
          <li key={item.title} className={item.highlight ? 'main-nav__item main-nav__item--highlight' : 'main-nav__item'}>
            <MenuLink item={item} className="main-nav__link" />
            {item.submenu && (
              <>
                <IconChevronDown size={14} className="main-nav__arrow" />
                <Submenu items={item.submenu} />
              </>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
