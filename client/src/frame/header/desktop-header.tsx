import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { IconHeart } from '../../ui/icons/icons';
import { AccountMenu } from '../account/account-menu';
import { CartMenu } from '../cart/mini-cart';
import { Departments } from '../departments/departments';
import type { DesktopHeaderLayout, HeaderVariant } from '../header-config';
import { Search } from '../search/search';
import { useShopper } from '../use-shopper';
import { IndicatorLink } from './indicator';
import { Logo } from './logo';
import { MainNav } from './main-nav';
import { CurrencyMenu, LanguageMenu } from './settings';

interface DesktopHeaderProps {
  layout: DesktopHeaderLayout;
  variant: HeaderVariant;
  shop: { name: string; slogan: string; phone: string };
}

function Indicators() {
  const { t } = useTranslation();
  const { wishlistCount } = useShopper();
  return (
    <div className="header__indicators">
      <IndicatorLink to="/shop/wishlist" icon={<IconHeart size={26} />} label={t('TEXT_WISHLIST')} count={wishlistCount} />
      <AccountMenu />
      <CartMenu />
    </div>
  );
}

/** The classic layout's top bar: About Us, Contact, then the currency and language menus. */
function TopBar({ phone }: { phone: string }) {
  const { t } = useTranslation();
  return (
    <div className="topbar">
      <div className="topbar__container container">
        <ul className="topbar__links">
          <li>
            <Link to="/site/about-us">{t('LINK_ABOUT_US')}</Link>
          </li>
          <li>
            <Link to="/site/contact-us-v1">{t('LINK_CONTACTS')}</Link>
          </li>
          {phone && <li className="topbar__phone">{t('TEXT_CALL_US', { phone })}</li>}
        </ul>
        <div className="topbar__settings">
          <CurrencyMenu />
          <LanguageMenu />
        </div>
      </div>
    </div>
  );
}

/**
 * The desktop header. Spaceship (one to three): logo, search and indicators in one row, the
 * navigation below with the departments button. Classic (one to five): the top bar, then logo,
 * search and indicators, then a navigation bar whose colour and departments placement vary.
 */
export function DesktopHeader({ layout, variant, shop }: DesktopHeaderProps) {
  return (
    <header className={`header header--${layout} header--${layout}-${variant}`} data-header={`${layout}/${variant}`}>
      {layout === 'classic' && <TopBar phone={shop.phone} />}
      {layout === 'spaceship' && (
        <div className="header__strip">
          <div className="container header__strip-inner">
            <CurrencyMenu />
            <LanguageMenu />
          </div>
        </div>
      )}
      <div className="header__main container">
        <Logo name={shop.name} slogan={shop.slogan} />
        <Search className="header__search" idPrefix={`desktop-${layout}-${variant}`} />
        <Indicators />
      </div>
      <div className="header__navbar">
        <div className="header__navbar-inner container">
          <Departments />
          <MainNav />
        </div>
      </div>
    </header>
  );
}
