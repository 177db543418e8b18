import { Link } from 'react-router';
import { useTranslation } from '../ui';
import { PageHeading } from './page-heading';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('TEXT_PAGE_NOT_FOUND_TITLE')} />
      <p>{t('TEXT_PAGE_NOT_FOUND_LEAD')}</p>
      <Link to="/">{t('admin.LINK_BACK_HOME')}</Link>
    </>
  );
}
