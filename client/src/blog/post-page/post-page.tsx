import { useTranslation } from 'react-i18next';
import { SectionPage } from '../../lib/section-page/section-page';

export function PostLeftSidebarPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_BLOG'), url: '/blog' }} title={t('MENU_BLOG_POST_LEFT')} />;
}

export function PostRightSidebarPage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_BLOG'), url: '/blog' }} title={t('MENU_BLOG_POST_RIGHT')} />;
}

export function PostWithoutImagePage() {
  const { t } = useTranslation();
  return <SectionPage section={{ title: t('MENU_BLOG'), url: '/blog' }} title={t('MENU_BLOG_POST_NO_IMAGE')} />;
}
