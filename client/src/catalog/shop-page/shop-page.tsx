import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../lib/section-page/section-page';

export function ShopPage() {
  const { t } = useTranslation();
  return <SectionPage title={t('MENU_SHOP')} />;
}
