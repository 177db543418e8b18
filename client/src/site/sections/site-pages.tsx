import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FrameShopQuery } from '../../frame/frame-queries';
import { SectionPage } from '../SectionPage';

const PAGES = { title: 'MENU_PAGES', url: '/site/about-us' };

export const AboutUsPage = () => (
  <SectionPage section={PAGES} title="MENU_PAGES_ABOUT" lead="TEXT_ABOUT_LEAD">
    <p>{useTranslation().t('TEXT_ABOUT_BODY')}</p>
  </SectionPage>
);

/** The shop's contacts from its settings; version two lays them out in a row. */
function ContactPage({ version }: { version: 1 | 2 }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(FrameShopQuery);
  const shop = data?.shop;
  return (
    <SectionPage section={PAGES} title={version === 1 ? 'MENU_PAGES_CONTACT_ONE' : 'MENU_PAGES_CONTACT_TWO'} lead="TEXT_CONTACT_LEAD">
      {loading && <p role="status">{t('TEXT_LOADING')}</p>}
      {error && <p role="alert">{t('ERROR_LOADING')}</p>}
      {shop && (
        <dl className={version === 1 ? 'contact-list' : 'contact-list contact-list--row'}>
          <div>
            <dt>{t('TEXT_ADDRESS')}</dt>
            <dd>{shop.address}</dd>
          </div>
          <div>
            <dt>{t('TEXT_PHONE')}</dt>
            <dd>{shop.phone}</dd>
          </div>
          <div>
            <dt>{t('TEXT_EMAIL')}</dt>
            <dd>{shop.email}</dd>
          </div>
          <div>
            <dt>{t('TEXT_WORKING_HOURS')}</dt>
            <dd>{shop.hours}</dd>
          </div>
        </dl>
      )}
    </SectionPage>
  );
}
export const ContactUsOnePage = () => <ContactPage version={1} />;
export const ContactUsTwoPage = () => <ContactPage version={2} />;

export function TermsPage() {
  const { t } = useTranslation();
  return (
    <SectionPage section={PAGES} title="MENU_PAGES_TERMS" lead="TEXT_TERMS_LEAD">
      <p>{t('TEXT_CATALOG_COPY_NOTICE')}</p>
    </SectionPage>
  );
}

const FAQ = ['SHIPPING', 'FITMENT', 'RETURNS'] as const;
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <SectionPage section={PAGES} title="MENU_PAGES_FAQ">
      {FAQ.map((key) => (
        <details key={key} className="faq__item">
          <summary>{t(`TEXT_FAQ_${key}_QUESTION`)}</summary>
          <p>{t(`TEXT_FAQ_${key}_ANSWER`)}</p>
        </details>
      ))}
    </SectionPage>
  );
}

export function TypographyPage() {
  const { t } = useTranslation();
  return (
    <SectionPage section={PAGES} title="MENU_PAGES_TYPOGRAPHY">
      <h2>{t('TEXT_TYPOGRAPHY_HEADING', { level: 2 })}</h2>
      <h3>{t('TEXT_TYPOGRAPHY_HEADING', { level: 3 })}</h3>
      <h4>{t('TEXT_TYPOGRAPHY_HEADING', { level: 4 })}</h4>
      <p>{t('TEXT_ABOUT_BODY')}</p>
      <ul>
        <li>{t('TEXT_FAQ_SHIPPING_QUESTION')}</li>
        <li>{t('TEXT_FAQ_FITMENT_QUESTION')}</li>
      </ul>
    </SectionPage>
  );
}
