import { useTranslation } from '../../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { ProductSpecification_ProductFragment } from '../../../gql/graphql';
import styles from './product-tabs.module.css';

export const ProductSpecificationFragment = graphql(`
  fragment ProductSpecification_product on Product {
    attributes {
      name
      slug
      featured
      values {
        slug
        name
      }
    }
    type {
      slug
      attributeGroups {
        name
        slug
        attributes
      }
    }
  }
`);

type Attribute = ProductSpecification_ProductFragment['attributes'][number];

export interface SpecificationGroup {
  slug: string;
  name: string | null;
  attributes: Attribute[];
}

/**
 * The attributes in the product type's groups, in the groups' order, featured attributes first
 * within each group; attributes no group names come last in a group without a title.
 */
export function specificationGroups(product: ProductSpecification_ProductFragment): SpecificationGroup[] {
  const bySlug = new Map(product.attributes.map((a) => [a.slug, a]));
  const placed = new Set<string>();
  const featuredFirst = (list: Attribute[]) => [...list.filter((a) => a.featured), ...list.filter((a) => !a.featured)];
  const groups: SpecificationGroup[] = [];
  for (const group of product.type?.attributeGroups ?? []) {
    const attributes = group.attributes.flatMap((slug) => {
      const attribute = bySlug.get(slug);
      if (!attribute || placed.has(slug)) return [];
      placed.add(slug);
      return [attribute];
    });
    if (attributes.length > 0) groups.push({ slug: group.slug, name: group.name, attributes: featuredFirst(attributes) });
  }
  const rest = product.attributes.filter((a) => !placed.has(a.slug));
  if (rest.length > 0) groups.push({ slug: 'other', name: null, attributes: featuredFirst(rest) });
  return groups;
}

/** The specification tab: a table of attributes per group. */
export function ProductSpecification({ product: productRef }: { product: FragmentType<typeof ProductSpecificationFragment> }) {
  const product = useFragment(ProductSpecificationFragment, productRef);
  const { t } = useTranslation();
  const groups = specificationGroups(product);
  if (groups.length === 0) return <p className={styles.empty}>{t('TEXT_PRODUCT_NO_SPECIFICATION')}</p>;
  return (
    <div className={styles.spec}>
      {groups.map((group) => (
        <section key={group.slug} className={styles.specGroup} aria-label={group.name ?? t('TEXT_PRODUCT_SPEC_OTHER')}>
          {group.name && <h3 className={styles.specTitle}>{group.name}</h3>}
          <dl className={styles.specList}>
            {group.attributes.map((attribute) => (
              <div key={attribute.slug} className={styles.specRow} data-featured={attribute.featured || undefined}>
                <dt>{attribute.name}</dt>
                <dd>{attribute.values.map((v) => v.name).join(', ')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
