import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { IconCart, IconClose, IconHeart } from '../../ui/icons/icons';
import type { MobileHeaderVariant } from '../header-config';
import { IndicatorLink, UserIcon } from '../header/indicator';
import { Logo } from '../header/logo';
import { Search } from '../search/search';
import { useShopper } from '../use-shopper';

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function SearchIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" />
      <path d="M16.5 16.5L21 21" />
    </svg>
  );
}

/**
 * The header on small screens: menu button, logo, search (with the vehicle picker), account,
 * wishlist and cart. Variant one hides the search behind a toggle; variant two keeps it in a
 * second row.
 */
export function MobileHeader({
  variant,
  shop,
  onOpenMenu,
  onMenuIntent,
}: {
  variant: MobileHeaderVariant;
  shop: { name: string; slogan: string };
  onOpenMenu: () => void;
  /** The shopper is about to open the menu (a finger, pointer or focus on its button). */
  onMenuIntent?: () => void;
}) {
  const { t } = useTranslation();
  const { me, cart, wishlistCount } = useShopper();
  const [searchOpen, setSearchOpen] = useState(false);
  const showSearch = variant === 'two' || searchOpen;
  return (
    <header className={`mobile-header mobile-header--${variant}`} data-mobile-header={variant}>
      <div className="mobile-header__bar">
        <button
          type="button"
          className="mobile-header__button"
          onClick={onOpenMenu}
          onPointerEnter={onMenuIntent}
          onTouchStart={onMenuIntent}
          onFocus={onMenuIntent}
          aria-haspopup="dialog"
        >
          <MenuIcon />
          <span className="visually-hidden">{t('BUTTON_OPEN_MENU')}</span>
        </button>
        <Logo name={shop.name} slogan={shop.slogan} compact />
        <div className="mobile-header__indicators">
          {variant === 'one' && (
            <button type="button" className="mobile-header__button" aria-expanded={searchOpen} data-search-toggle onClick={() => setSearchOpen(!searchOpen)}>
              {searchOpen ? <IconClose size={22} /> : <SearchIcon />}
              <span className="visually-hidden">{t(searchOpen ? 'BUTTON_CLOSE_SEARCH' : 'BUTTON_OPEN_SEARCH')}</span>
            </button>
          )}
          <IndicatorLink to={me ? '/account/dashboard' : '/account/login'} icon={<UserIcon size={22} />} label={t('TEXT_ACCOUNT')} />
          <IndicatorLink to="/shop/wishlist" icon={<IconHeart size={22} />} label={t('TEXT_WISHLIST')} count={wishlistCount} />
          <IndicatorLink to="/shop/cart" icon={<IconCart size={22} />} label={t('TEXT_SHOPPING_CART')} count={cart?.quantity ?? 0} />
        </div>
      </div>
      {showSearch && (
        <div className="mobile-header__search">
          <Search idPrefix={`mobile-${variant}`} />
        </div>
      )}
    </header>
  );
}
