import type { TranslationKey } from '../../i18n/keys';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { Drawer } from '../../ui/dialog/drawer';
import { IconCart, IconChevronEnd, IconChevronStart, IconHeart } from '../../ui/icons/icons';
import { CURRENCIES, CURRENCY_CODES } from '../../currency/currencies';
import { useCurrency } from '../../currency/currency-context';
import { LANGUAGES } from '../../i18n/languages';
import { useLanguage } from '../../i18n/use-language';
import { UserIcon } from '../header/indicator';
import { MAIN_MENU, sessionMenu, visibleMenu, type MenuItem } from '../../lib/menus';
import { useSignOut } from '../../account';
import { useFrameShop, useShopper } from '../use-shopper';
import { closePanel, openPanel, panelOffset, rootStack, type PanelStack } from './menu-panels';

function GarageIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M3 20V9l9-5 9 5v11M7 20v-6h10v6" />
    </svg>
  );
}

/** A row that opens the panel `opens`; focus comes back to it when that panel is left. */
function Row({ children, opens, onClick }: { children: ReactNode; opens: string; onClick: () => void }) {
  return (
    <button type="button" className="mobile-menu__row" data-opens={opens} onClick={onClick}>
      <span className="mobile-menu__row-label">{children}</span>
      <IconChevronEnd size={16} className="flip-rtl" />
    </button>
  );
}

/** Links of a panel: a link with a submenu opens a panel, one without closes the menu; an action runs. */
function LinkList({ items, onOpen, onClose }: { items: MenuItem[]; onOpen: (item: MenuItem) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { signOut, loading } = useSignOut();
  return (
    <ul className="mobile-menu__links">
      {items.map((item) => (
        <li key={item.title + item.url}>
          {item.submenu ? (
            <Row opens={item.title} onClick={() => onOpen(item)}>
              {t(item.title)}
            </Row>
          ) : item.action === 'sign-out' ? (
            <button type="button" className="mobile-menu__link mobile-menu__link--action" disabled={loading} onClick={() => void signOut(onClose)}>
              {t(item.title)}
            </button>
          ) : item.external ? (
            <a className={item.highlight ? 'mobile-menu__link mobile-menu__link--highlight' : 'mobile-menu__link'} href={item.url}>
              {t(item.title)}
            </a>
          ) : (
            <Link className="mobile-menu__link" to={item.url} onClick={onClose}>
              {t(item.title)}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}

function SettingsPanel({ kind, onClose }: { kind: 'language' | 'currency'; onClose: () => void }) {
  const { t } = useTranslation();
  const { currency, setCurrency } = useCurrency();
  const { language, setLanguage } = useLanguage();
  const options =
    kind === 'currency'
      ? CURRENCY_CODES.map((code) => ({ key: code, label: `${CURRENCIES[code].symbol} ${t(`TEXT_CURRENCY_${code}`)}`, current: code === currency, pick: () => setCurrency(code) }))
      : LANGUAGES.map((l) => ({ key: l.code, label: l.name, current: l.code === language, pick: () => void setLanguage(l.code) }));
  return (
    <ul className="mobile-menu__links">
      {options.map((option) => (
        <li key={option.key}>
          <button
            type="button"
            className="mobile-menu__link"
            aria-current={option.current || undefined}
            onClick={() => {
              option.pick();
              onClose();
            }}
          >
            {option.label}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The stacked panels; the root holds settings, indicators and the link tree. Focus follows the
 * panels on purpose: into a panel that opens (its first entry), and back to the row that opened a
 * panel that closes, so it never falls to the page behind.
 */
function Panels({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { currency } = useCurrency();
  const { language } = useLanguage();
  const { me, cart, wishlistCount, garage } = useShopper();
  const shop = useFrameShop();
  const [stack, setStack] = useState<PanelStack>(rootStack);
  const depth = stack.panels.length;
  const menu = sessionMenu(visibleMenu(MAIN_MENU, shop?.demoMode ?? false), me !== null);
  const open = (key: string, title: TranslationKey, items: MenuItem[] = []) => setStack((s) => openPanel(s, key, title, items));
  const left = useRef<string | null>(null);
  const back = () => {
    left.current = stack.panels[depth - 1]?.key ?? null;
    setStack(closePanel);
  };
  const languageName = LANGUAGES.find((l) => l.code === language)?.name ?? language;

  const panelsRef = useRef<HTMLDivElement>(null);
  const shownDepth = useRef(depth);
  useEffect(() => {
    const before = shownDepth.current;
    shownDepth.current = depth;
    const top = panelsRef.current?.querySelector<HTMLElement>(`.mobile-menu__panel[data-level="${depth - 1}"]`);
    if (!top || before === depth) return;
    const target =
      depth > before
        ? top.querySelector<HTMLElement>('.mobile-menu__links a, .mobile-menu__links button')
        : Array.from(top.querySelectorAll<HTMLElement>('[data-opens]')).find((row) => row.dataset.opens === left.current);
    // The panels slide sideways: focusing must not scroll them.
    (target ?? top.querySelector<HTMLElement>('a, button'))?.focus({ preventScroll: true });
  }, [depth]);

  return (
    <div ref={panelsRef} className="mobile-menu__panels">
      {stack.panels.map((panel, level) => (
        <div
          key={panel.key}
          className="mobile-menu__panel"
          style={{ insetInlineStart: panelOffset(level, depth) }}
          inert={level !== depth - 1}
          data-level={level}
          role={level > 0 ? 'group' : undefined}
          aria-label={level > 0 && panel.title ? t(panel.title) : undefined}
        >
          {level > 0 && (
            <div className="mobile-menu__panel-header">
              <button type="button" className="mobile-menu__back" onClick={back}>
                <IconChevronStart size={16} className="flip-rtl" />
                {t('BUTTON_BACK')}
              </button>
              <p className="mobile-menu__panel-title">{panel.title ? t(panel.title) : ''}</p>
            </div>
          )}
          {level === 0 ? (
            <>
              <p className="mobile-menu__section-title">{t('TEXT_SETTINGS')}</p>
              <Row opens="language" onClick={() => open('language', 'TEXT_LANGUAGE')}>
                <bdi>
                  {t('TEXT_LANGUAGE')}: <strong>{languageName}</strong>
                </bdi>
              </Row>
              <Row opens="currency" onClick={() => open('currency', 'TEXT_CURRENCY')}>
                <bdi>
                  {t('TEXT_CURRENCY')}: <strong>{currency}</strong>
                </bdi>
              </Row>
              <ul className="mobile-menu__indicators">
                <li>
                  <Link to="/shop/wishlist" onClick={onClose}>
                    <IconHeart size={22} /> {t('TEXT_WISHLIST')} <span className="mobile-menu__count">{wishlistCount}</span>
                  </Link>
                </li>
                <li>
                  <Link to={me ? '/account/dashboard' : '/account/login'} onClick={onClose}>
                    <UserIcon size={22} /> {me ? me.email : t('TEXT_ACCOUNT')}
                  </Link>
                </li>
                <li>
                  <Link to="/shop/cart" onClick={onClose}>
                    <IconCart size={22} /> {t('TEXT_SHOPPING_CART')} <span className="mobile-menu__count">{cart?.quantity ?? 0}</span>
                  </Link>
                </li>
                <li>
                  <Link to="/account/garage" onClick={onClose}>
                    <GarageIcon /> {t('TEXT_GARAGE')} <span className="mobile-menu__count">{garage?.vehicles.length ?? 0}</span>
                  </Link>
                </li>
              </ul>
              <LinkList items={menu} onOpen={(item) => open(item.title, item.title, item.submenu)} onClose={onClose} />
            </>
          ) : panel.key === 'language' || panel.key === 'currency' ? (
            <SettingsPanel kind={panel.key} onClose={onClose} />
          ) : (
            <LinkList items={liveItems(menu, panel)} onOpen={(item) => open(item.title, item.title, item.submenu)} onClose={onClose} />
          )}
        </div>
      ))}
    </div>
  );
}

/** A panel's entries as the menu has them now (the account's follow the session while it is open). */
function liveItems(menu: MenuItem[], panel: PanelStack['panels'][number]): MenuItem[] {
  return menu.find((item) => item.title === panel.key)?.submenu ?? panel.items;
}

/** The mobile menu: a drawer with panels that stack; closing it resets them. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={open} onClose={onClose} title={t('TEXT_MENU')} side="start" className="mobile-menu" exclusiveId="mobile-menu" exclusiveGroup="header">
      <Panels onClose={onClose} />
    </Drawer>
  );
}
