import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import { Tabs, type TabItem } from '../../../ui/tabs/tabs';
import { ProductReviews } from '../reviews/product-reviews';
import { ProductNumbers } from './product-numbers';
import { ProductSpecification } from './product-specification';
import { ProductVehicles } from './product-vehicles';
import styles from './product-tabs.module.css';

export const ProductTabsFragment = graphql(`
  fragment ProductTabs_product on Product {
    id
    slug
    source
    description
    reviews
    ...ProductSpecification_product
    ...ProductNumbers_product
  }
`);

/** The description's paragraphs (separated by blank lines in the plain text). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * The product's tabs: description, specification, and for provider articles the OE numbers with
 * GTINs and the vehicles it fits; then the reviews. A tab's data is asked for when it is opened.
 */
export function ProductTabs({ product: productRef }: { product: FragmentType<typeof ProductTabsFragment> }) {
  const product = useFragment(ProductTabsFragment, productRef);
  const { t } = useTranslation();
  const [selected, setSelected] = useState('description');
  const provider = product.source === 'PROVIDER';
  const text = paragraphs(product.description);
  const items: TabItem[] = [
    {
      id: 'description',
      label: t('TEXT_TAB_DESCRIPTION'),
      content: (
        <div className={styles.description}>
          {text.length === 0 ? <p className={styles.empty}>{t('TEXT_PRODUCT_NO_DESCRIPTION')}</p> : text.map((p, i) => <p key={i}>{p}</p>)}
        </div>
      ),
    },
    { id: 'specification', label: t('TEXT_TAB_SPECIFICATION'), content: <ProductSpecification product={product} /> },
  ];
  if (provider) {
    items.push(
      { id: 'numbers', label: t('TEXT_TAB_OE_NUMBERS'), content: <ProductNumbers product={product} /> },
      { id: 'vehicles', label: t('TEXT_TAB_VEHICLES'), content: selected === 'vehicles' ? <ProductVehicles slug={product.slug} /> : null },
    );
  }
  items.push({
    id: 'reviews',
    label: t('TEXT_TAB_REVIEWS', { count: product.reviews }),
    content: selected === 'reviews' ? <ProductReviews productId={product.id} /> : null,
  });
  return <Tabs items={items} selectedId={selected} onSelect={setSelected} label={t('TEXT_PRODUCT_TABS')} className={styles.tabs} />;
}
