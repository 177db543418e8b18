import { usePageQuery } from '../lib/data/use-page-query';
import { useTranslation } from '../i18n/use-translation';
import { cx } from '../ui/cx';
import { Link } from '../ui/link/link';
import { REVOCATION_PAGE_PATH } from '../../../shared/returns/revocation-page';
import { HomeShopQuery } from './home-shop-query';
import { VehicleFinder } from './vehicle-finder';
import styles from './home-hero.module.css';

/** The welcome: the shop's name and slogan, and the way to the parts for the shopper's vehicle. */
export function HomeHero({ variant }: { variant: 'one' | 'two' }) {
  const { t } = useTranslation();
  const { data } = usePageQuery(HomeShopQuery);
  const name = data?.shop.name ?? t('TEXT_SHOP_NAME');
  return (
    <section className={cx(styles.hero, styles[variant])} aria-labelledby="home-title">
      <div className={styles.intro}>
        <p className={styles.slogan}>{data?.shop.slogan ?? t('TEXT_HOME_SLOGAN')}</p>
        <h1 id="home-title" className={styles.title} tabIndex={-1}>
          {name}
        </h1>
        <p className={styles.lead}>{t('TEXT_HOME_LEAD')}</p>
        <Link to={REVOCATION_PAGE_PATH} className={styles.revocation}>
          {t('LINK_REVOCATION_BUTTON')}
        </Link>
      </div>
      <div className={styles.finder}>
        <VehicleFinder />
      </div>
    </section>
  );
}
