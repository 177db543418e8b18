import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import { Alert } from '../../ui/alert/alert';

export const CatalogStatusQuery = graphql(`
  query CatalogStatus {
    catalogStatus {
      available
      reason
    }
  }
`);

/** Whether the parts catalogue is known to be unavailable (false while asking or when available). */
export function useCatalogUnavailable(): boolean {
  const { data } = usePageQuery(CatalogStatusQuery);
  return data?.catalogStatus.available === false;
}

/**
 * A notice above the catalogue's pages while the parts catalogue cannot be shown (the provider
 * refuses the shop's key): its parts and vehicles answer empty, and the shopper is told so instead
 * of seeing an empty shop that looks real. Nothing while it is available.
 */
export function CatalogNotice() {
  const { t } = useTranslation();
  if (!useCatalogUnavailable()) return null;
  return (
    <Alert tone="warning" title={t('TEXT_CATALOG_UNAVAILABLE_TITLE')}>
      <span data-testid="catalog-unavailable">{t('TEXT_CATALOG_UNAVAILABLE')}</span>
    </Alert>
  );
}
