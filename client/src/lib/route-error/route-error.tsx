import { lazy, Suspense, useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { notFoundLoader } from '../../route-loaders';
import { useDocumentTitle } from '../use-document-title';
import styles from './route-error.module.css';

/** The 404 page comes with its own module (routes.tsx loads it for unknown addresses too). */
const NotFoundPage = lazy(() => notFoundLoader().then((m) => ({ default: m.NotFoundPage })));

/**
 * The error element of the route table: a page that throws while rendering (or a lazy page that
 * fails to load) shows this inside the frame, with a way to try again; a thrown 404 shows the
 * 404 page.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(t('TEXT_PAGE_ERROR_TITLE'));
  useEffect(() => {
    if (!notFound) console.error(error);
  }, [error, notFound]);
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return (
    <section className={styles.error} aria-labelledby="route-error-title">
      <h1 id="route-error-title" tabIndex={-1}>{t('TEXT_PAGE_ERROR_TITLE')}</h1>
      <Alert tone="danger">{t('TEXT_PAGE_ERROR_LEAD')}</Alert>
      <div className={styles.actions}>
        <Button variant="accent" onClick={() => window.location.reload()}>
          {t('BUTTON_RETRY')}
        </Button>
        <Link to="/">{t('BUTTON_GO_TO_HOME_PAGE')}</Link>
      </div>
    </section>
  );
}
