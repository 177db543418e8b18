import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from '../i18n/use-translation';
import { OverlayCoordinatorProvider } from '../ui/overlay/overlay-coordinator';
import { ToastProvider } from '../ui/toast/toast-provider';
import { CurrencyProvider } from '../currency/currency-context';
import { Footer } from './footer/footer';
import { headerFromMatches } from './header-config';
import { DesktopHeader } from './header/desktop-header';
import { LoadingBar } from './loading/loading-bar';
import { usePreloaderRemoval, useScrollToTop } from './loading/page-effects';
import { RouteFocus } from './loading/route-focus';
import { MobileHeader } from './mobile/mobile-header';
import { QuickViewProvider } from '../catalog';
import { useFrameShop } from './use-shopper';
import { preloadHeaderPanels } from './header-panels';
import { SkipToSearch } from './search/search-shortcut';

/**
 * The mobile menu loads when the shopper first shows they are about to open it (or opens it): no
 * page shows it before a tap, so its code stays out of what every page loads first. Closed, it
 * renders nothing, on the server as in the browser; open, it moves focus into itself as it mounts.
 */
const loadMobileMenu = () => import('./mobile/mobile-menu');
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

const EMPTY_SHOP = { name: '', slogan: '', phone: '', email: '', address: '', hours: '' };

function FrameBody() {
  const { t } = useTranslation();
  const matches = useMatches();
  const navigation = useNavigation();
  const location = useLocation();
  const header = headerFromMatches(matches);
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, so it closes with its animation and reopens at once.
  const [menuUsed, setMenuUsed] = useState(false);
  const shop = useFrameShop() ?? { ...EMPTY_SHOP, name: t('TEXT_SHOP_NAME') };

  const desktopHeader = useRef<HTMLDivElement>(null);
  useEffect(() => (desktopHeader.current ? preloadHeaderPanels(desktopHeader.current) : undefined), []);

  useScrollToTop();
  usePreloaderRemoval(navigation.state === 'idle');
  useEffect(() => {
    // A navigation closes the mobile menu.
    if (navigation.state === 'loading') setMenuOpen(false);
  }, [navigation.state]);

  return (
    <QuickViewProvider>
      <div className="site" data-desktop-header={`${header.desktop.layout}/${header.desktop.variant}`}>
        <LoadingBar />
        <a className="skip-link" href="#content">
          {t('LINK_SKIP_TO_CONTENT')}
        </a>
        <SkipToSearch />
        <div className="site__mobile-header">
          <MobileHeader
            variant={header.mobile}
            shop={shop}
            onOpenMenu={() => {
              setMenuUsed(true);
              setMenuOpen(true);
            }}
            onMenuIntent={() => void loadMobileMenu()}
          />
        </div>
        <div className="site__desktop-header" ref={desktopHeader}>
          <DesktopHeader layout={header.desktop.layout} variant={header.desktop.variant} shop={shop} />
        </div>
        <main id="content" className="site__body" tabIndex={-1} data-path={location.pathname + location.search}>
          {/* The page's own data may come later than the frame's: the frame is sent first then. */}
          <Suspense fallback={<div className="site__page-loading" aria-busy="true" />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer shop={shop} />
        {menuUsed && (
          <Suspense fallback={null}>
            <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
        <RouteFocus />
      </div>
    </QuickViewProvider>
  );
}

/** The page frame around every route: headers, footer, mobile menu, loading bar and toasts. */
export function Frame() {
  return (
    <OverlayCoordinatorProvider>
      <CurrencyProvider>
        <ToastProvider>
          <FrameBody />
        </ToastProvider>
      </CurrencyProvider>
    </OverlayCoordinatorProvider>
  );
}
