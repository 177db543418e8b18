import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../lib/section-page/section-page';

export function CheckoutPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_CHECKOUT')} />;
}
