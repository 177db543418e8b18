import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../lib/section-page/section-page';

export function BlogHomePage() {
  const { t } = useTranslation();
  return <SectionPage title={t('MENU_BLOG')} />;
}

export function BlogClassicPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_BLOG'), url: '/blog' }} title={t('MENU_BLOG_CLASSIC')} />;
}

export function BlogListPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_BLOG'), url: '/blog' }} title={t('MENU_BLOG_LIST')} />;
}

export function BlogGridPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_BLOG'), url: '/blog' }} title={t('MENU_BLOG_GRID')} />;
}
