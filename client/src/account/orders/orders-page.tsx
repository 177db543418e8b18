import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../lib/section-page/section-page';

export function OrdersPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_ACCOUNT'), url: '/account' }} title={t('MENU_ACCOUNT_ORDERS')} />;
}
