import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../lib/section-page/section-page';

export function ContactUsOnePage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_CONTACT_ONE')} />;
}

export function ContactUsTwoPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_PAGES'), url: '/site/about-us' }} title={t('MENU_PAGES_CONTACT_TWO')} />;
}
