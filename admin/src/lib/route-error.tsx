import { useRouteError } from 'react-router';
import { Alert, Button, useTranslation } from '../ui';

/** What a page that failed to render shows (the route table's error element). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <main style={{ padding: 'var(--space-6)' }}>
      <h1>{t('TEXT_PAGE_ERROR_TITLE')}</h1>
      <Alert tone="danger">{t('TEXT_PAGE_ERROR_LEAD')}</Alert>
      <p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          {t('BUTTON_RETRY')}
        </Button>
      </p>
    </main>
  );
}
