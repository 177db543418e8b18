import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { QueryState } from '../lib/query-state/query-state';
import { Image } from '../ui/image/image';
import { Skeleton } from '../ui/skeleton/skeleton';
import { HomeBlock } from './home-block';
import { HomeBrandsQuery } from './home-documents';
import styles from './home.module.css';

/** The first dozen parts brands with a logo, by name, as a strip of logos (the server picks them: home-documents.ts). */
export function BrandsStrip() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(HomeBrandsQuery);
  const withLogo = (d: NonNullable<typeof data>) => (d.partBrands ?? []).filter((b): b is typeof b & { image: string } => Boolean(b.image));
  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={refetch}
      isEmpty={(d) => withLogo(d).length === 0}
      skeleton={<Skeleton variant="rect" height={96} />}
    >
      {(d) => (
        <HomeBlock id="home-brands" title={t('TEXT_HOME_PART_BRANDS')}>
          <ul className={styles.brands}>
            {withLogo(d).map((brand) => (
              <li key={brand.slug} className={styles.brand}>
                <Image src={brand.image} alt={brand.name} width={200} height={100} />
              </li>
            ))}
          </ul>
        </HomeBlock>
      )}
    </QueryState>
  );
}
