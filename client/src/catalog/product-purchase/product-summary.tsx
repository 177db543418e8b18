import { useTranslation } from '../../i18n/use-translation';
import { useCountryName } from '../../i18n/country-name';
import { Link } from '../../ui/link/link';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { StockBadge } from '../../ui/badge/stock-badge';
import { FitBadge } from '../../ui/badge/fit-badge';
import { Price } from '../../ui/price/price';
import { Rating } from '../../ui/rating/rating';
import { fitOf, type CurrentVehicle } from '../../garage';
import { STOCK_STATUS } from './stock-status';
import styles from './product-summary.module.css';
import { IndicativePriceNote } from '../../currency/indicative-note';

/** The facts beside a product's pictures, on its page and in the quick view. */
export const ProductSummaryFragment = graphql(`
  fragment ProductSummary_product on Product {
    id
    slug
    name
    excerpt
    sku
    partNumber
    price
    compareAtPrice
    stock
    rating
    reviews
    availability
    delivery {
      minDays
      maxDays
    }
    fitStatus
    brand {
      slug
      name
      country
    }
  }
`);

export interface ProductSummaryProps {
  product: FragmentType<typeof ProductSummaryFragment>;
  /** The shopper's current vehicle; without one nothing claims fit. */
  vehicle: CurrentVehicle | null;
  /** The name is the page's h1 on the product page, an h2 in the quick view (its dialog title is separate). */
  headingLevel?: 1 | 2;
  /** Where the name links to (the quick view links to the full page); none on the page itself. */
  nameHref?: string;
}

/** Name, rating with review count, SKU, brand with country, part number, excerpt, price, stock and fit. */
export function ProductSummary({ product: productRef, vehicle, headingLevel = 1, nameHref }: ProductSummaryProps) {
  const product = useFragment(ProductSummaryFragment, productRef);
  const { t } = useTranslation();
  const countryName = useCountryName();
  const Heading = `h${headingLevel}` as const;
  const fit = fitOf(product.fitStatus, vehicle);
  const brand = product.brand;
  return (
    <div className={styles.summary}>
      <Heading className={styles.name} tabIndex={headingLevel === 1 ? -1 : undefined}>{nameHref ? <Link to={nameHref}>{product.name}</Link> : product.name}</Heading>
      <div className={styles.rating}>
        <Rating value={product.rating} />
        <span>{t('TEXT_PRODUCT_REVIEWS', { count: product.reviews })}</span>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('TEXT_PRODUCT_SKU_LABEL')}</dt>
          <dd>{product.sku}</dd>
        </div>
        {brand && (
          <div>
            <dt>{t('TEXT_PRODUCT_BRAND_LABEL')}</dt>
            <dd>
              {brand.name}
              {brand.country && <span className={styles.country}> ({countryName(brand.country)})</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('TEXT_PRODUCT_PART_NUMBER_LABEL')}</dt>
          <dd>{product.partNumber}</dd>
        </div>
      </dl>
      <p className={styles.excerpt}>{product.excerpt}</p>
      <div className={styles.priceRow}>
        <Price value={product.price} compareAt={product.compareAtPrice} size="lg" />
        <StockBadge stock={STOCK_STATUS[product.stock]} />
        {product.delivery ? (
          <span className={styles.availability} data-delivery>
            {product.delivery.maxDays <= 1
              ? t('TEXT_DELIVERY_NEXT_DAY')
              : t('TEXT_DELIVERY_DAYS', { min: product.delivery.minDays, max: product.delivery.maxDays })}
          </span>
        ) : (
          product.availability && <span className={styles.availability}>{product.availability}</span>
        )}
      </div>
      <IndicativePriceNote />
      {fit && <FitBadge status={fit.status} vehicle={fit.vehicle} className={styles.fit} />}
    </div>
  );
}
