import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { useDocumentTitle } from '../lib/use-document-title';
import { FeaturedProducts } from './featured-products';

export const HomePageQuery = graphql(`
  query HomePage {
    shop {
      name
      slogan
    }
  }
`);

/** The home page: a welcome with the way to pick a vehicle, then the featured products. */
export function HomePage({ variant = 'one' }: { variant?: 'one' | 'two' }) {
  const { t } = useTranslation();
  const { data } = useQuery(HomePageQuery);
  const name = data?.shop.name ?? t('TEXT_SHOP_NAME');
  useDocumentTitle(name);
  return (
    <div className={`home home--${variant}`}>
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          {name}
        </h1>
        <p className="home__slogan">{data?.shop.slogan ?? t('TEXT_HOME_SLOGAN')}</p>
        <p className="home__lead">{t('TEXT_HOME_LEAD')}</p>
        <div className="home__actions">
          <Link className="home__cta home__cta--primary" to="/shop">
            {t('BUTTON_BROWSE_CATALOG')}
          </Link>
          <Link className="home__cta" to="/account/garage">
            {t('BUTTON_ADD_VEHICLE')}
          </Link>
        </div>
      </section>
      <FeaturedProducts />
    </div>
  );
}
