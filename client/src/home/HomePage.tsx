import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../gql';
import { useDocumentTitle } from '../app/useDocumentTitle';

export const HomePageQuery = graphql(`
  query HomePage {
    shop {
      name
      slogan
      defaultCurrency
      currencies {
        code
        symbol
      }
    }
  }
`);

/** The home page. */
export function HomePage() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(HomePageQuery);
  useDocumentTitle(data?.shop.name ?? t('TEXT_LOADING'));

  if (loading) return <p role="status">{t('TEXT_LOADING')}</p>;
  if (error || !data) return <p role="alert">{t('ERROR_LOADING')}</p>;
  return (
    <section className="home" aria-labelledby="home-title">
      <h1 id="home-title">{data.shop.name}</h1>
      <p className="home__slogan">{data.shop.slogan}</p>
      <p className="home__currencies">
        {t('TEXT_PRICES_IN', { currency: data.shop.defaultCurrency })}:{' '}
        {data.shop.currencies.map((c) => `${c.code} (${c.symbol})`).join(' · ')}
      </p>
    </section>
  );
}
