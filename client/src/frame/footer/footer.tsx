import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { LogoMark } from '../header/logo';
import { REVOCATION_PAGE_PATH } from '../../../../shared/returns/revocation-page';

interface FooterProps {
  shop: { name: string; slogan: string; phone: string; email: string; address: string; hours: string; demoMode?: boolean };
}

/** The data provider's mark, shown beside the shop's own as the catalogue's source. */
function ProviderLogo() {
  const { t } = useTranslation();
  return (
    <span className="footer__provider" role="img" aria-label={t('TEXT_PROVIDER_LOGO')}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="34" height="34" rx="6" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 11h10M13 11v15M21 11v15h8M21 18h6M21 11h8" stroke="currentColor" strokeWidth="2.5" fill="none" />
      </svg>
      <span aria-hidden="true">{t('TEXT_PROVIDER_NAME')}</span>
    </span>
  );
}

/** Contacts, the Information and My Account columns, the catalogue notice and both logos. */
export function Footer({ shop }: FooterProps) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="footer">
      <div className="footer__widgets container">
        <section className="footer__contacts" aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="footer__title">
            {t('HEADER_CONTACT_US')}
          </h2>
          <dl className="footer__contact-list">
            {shop.phone && (
              <>
                <dt>{t('TEXT_PHONE')}</dt>
                <dd>
                  <a href={`tel:${shop.phone.replace(/[^+\d]/g, '')}`} dir="ltr">{shop.phone}</a>
                </dd>
              </>
            )}
            {shop.email && (
              <>
                <dt>{t('TEXT_EMAIL')}</dt>
                <dd>
                  <a href={`mailto:${shop.email}`}>{shop.email}</a>
                </dd>
              </>
            )}
            {shop.address && (
              <>
                <dt>{t('TEXT_ADDRESS')}</dt>
                <dd>{shop.address}</dd>
              </>
            )}
            {shop.hours && (
              <>
                <dt>{t('TEXT_WORKING_HOURS')}</dt>
                <dd>{shop.hours}</dd>
              </>
            )}
          </dl>
        </section>
        <nav className="footer__links" aria-labelledby="footer-information">
          <h2 id="footer-information" className="footer__title">
            {t('HEADER_INFORMATION')}
          </h2>
          <ul>
            <li>
              <Link to="/site/about-us">{t('LINK_ABOUT_US')}</Link>
            </li>
            <li>
              <Link to="/">{t('LINK_BRANDS')}</Link>
            </li>
            <li>
              <Link to="/site/contact-us-v1">{t('LINK_CONTACT_US')}</Link>
            </li>
            <li>
              <Link to={REVOCATION_PAGE_PATH} className="footer__revocation">
                {t('LINK_REVOCATION_BUTTON')}
              </Link>
            </li>
            {shop.demoMode && (
              <li>
                {/* For developers: the gateway serves its GraphQL explorer in demo mode (a page outside the app). */}
                <a href="/sandbox">{t('MENU_API_EXPLORER')}</a>
              </li>
            )}
          </ul>
        </nav>
        <nav className="footer__links" aria-labelledby="footer-account">
          <h2 id="footer-account" className="footer__title">
            {t('HEADER_MY_ACCOUNT')}
          </h2>
          <ul>
            <li>
              <Link to="/account/orders">{t('LINK_ORDER_HISTORY')}</Link>
            </li>
            <li>
              <Link to="/shop/wishlist">{t('LINK_WISHLIST')}</Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="footer__bottom">
        <div className="footer__bottom-inner container">
          <p className="footer__notice" lang="es">
            {t('TEXT_CATALOG_COPY_NOTICE')}
          </p>
          <div className="footer__logos">
            <span className="footer__shop-logo">
              <LogoMark size={36} />
              <span>{shop.name}</span>
            </span>
            <ProviderLogo />
          </div>
          <p className="footer__copyright">{t('TEXT_COPYRIGHT', { year, name: shop.name })}</p>
        </div>
      </div>
    </footer>
  );
}
