import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../alert/alert';
import { Breadcrumbs } from '../breadcrumbs/breadcrumbs';
import { Button } from '../button/button';
import { Pagination } from '../pagination/pagination';
import { Skeleton, SkeletonGroup } from '../skeleton/skeleton';
import { useToast } from '../toast/toast-context';
import styles from './gallery.module.css';

export function NavigationSection() {
  const { t } = useTranslation();
  const [page, setPage] = useState(4);
  const crumbs = [
    { label: t('TEXT_GALLERY_SAMPLE_HOME'), href: '/' },
    { label: t('TEXT_GALLERY_SAMPLE_SHOP'), href: '/shop' },
    { label: t('TEXT_GALLERY_SAMPLE_CATEGORY') },
  ];
  return (
    <section className={styles.section} aria-labelledby="gallery-navigation">
      <h2 id="gallery-navigation">{t('TEXT_GALLERY_NAVIGATION')}</h2>
      <div className={styles.stack}>
        <Breadcrumbs items={crumbs} />
        <Pagination page={page} pages={12} onChange={setPage} />
        <Pagination page={1} pages={3} onChange={() => undefined} label={`${t('TEXT_PAGINATION')} 2`} />
        <div dir="rtl" className={styles.rtl}>
          <p className={styles.rtlTitle}>{t('TEXT_GALLERY_RTL')}</p>
          <div className={styles.stack}>
            <Breadcrumbs items={crumbs} label={`${t('TEXT_BREADCRUMBS')} (${t('TEXT_GALLERY_RTL')})`} />
            <Pagination page={page} pages={12} onChange={setPage} label={`${t('TEXT_PAGINATION')} (${t('TEXT_GALLERY_RTL')})`} />
          </div>
        </div>
      </div>
    </section>
  );
}

export function FeedbackSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const [dismissed, setDismissed] = useState(false);
  return (
    <section className={styles.section} aria-labelledby="gallery-feedback">
      <h2 id="gallery-feedback">{t('TEXT_GALLERY_FEEDBACK')}</h2>
      <div className={styles.stack}>
        <Alert tone="success">{t('TEXT_GALLERY_SAMPLE_ALERT')}</Alert>
        <Alert tone="info" title={t('TEXT_GALLERY_FEEDBACK')}>
          {t('TEXT_GALLERY_SAMPLE_ALERT')}
        </Alert>
        <Alert tone="warning">{t('TEXT_GALLERY_SAMPLE_ALERT')}</Alert>
        {!dismissed && (
          <Alert tone="danger" onDismiss={() => setDismissed(true)}>
            {t('TEXT_GALLERY_SAMPLE_ALERT')}
          </Alert>
        )}
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => toast.productAdded('cart', t('TEXT_GALLERY_SAMPLE_PRODUCT_DISC'))}>
            {t('TEXT_GALLERY_SAMPLE_TOAST')}
          </Button>
          <Button variant="ghost" onClick={() => toast.show({ tone: 'danger', message: t('TEXT_GALLERY_SAMPLE_ERROR') })}>
            {t('TEXT_GALLERY_SAMPLE_TOAST')}
          </Button>
        </div>
      </div>
    </section>
  );
}

export function LoadingSection() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="gallery-loading">
      <h2 id="gallery-loading">{t('TEXT_GALLERY_LOADING')}</h2>
      <SkeletonGroup className={styles.cards}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={styles.stack}>
            <Skeleton variant="rect" height={160} />
            <Skeleton lines={2} />
            <Skeleton width="40%" />
          </div>
        ))}
      </SkeletonGroup>
      <div className={styles.row}>
        <Skeleton variant="circle" width={48} height={48} />
        <Skeleton width={220} />
      </div>
    </section>
  );
}
