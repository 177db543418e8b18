import type { ProductAttribute, ProductAttributeGroup, ProductBadge, ProductOption, StockStatus } from '../generated/graphql';
import type { CategoryTree } from './categories';
import type { ProductModel } from './model';

/** The columns every product query selects, with the brand and the product type joined in. */
export const PRODUCT_COLUMNS = `
  p.id, p.slug, p.name, p.excerpt, p.description, p.sku, p.part_number, p.price::float8 as price,
  p.compare_at_price::float8 as compare_at_price, p.stock, p.badges, p.availability, p.compatibility,
  p.compatible_vehicle_ids, p.tags, p.images, p.attributes, p.options, p.custom_fields,
  b.slug as brand_slug, b.name as brand_name, b.country as brand_country, b.image as brand_image,
  t.slug as type_slug, t.name as type_name, t.attribute_groups as type_groups,
  array(select pc.category_id from catalog_product_categories pc where pc.product_id = p.id order by pc.category_id) as category_ids`;

export const PRODUCT_FROM = `catalog_products p
  left join catalog_brands b on b.slug = p.brand_slug
  left join catalog_product_types t on t.slug = p.type_slug`;

export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  excerpt: string;
  description: string;
  sku: string;
  part_number: string;
  price: number;
  compare_at_price: number | null;
  stock: StockStatus;
  badges: ProductBadge[];
  availability: string | null;
  compatibility: 'ALL' | 'UNKNOWN' | 'LIST';
  compatible_vehicle_ids: string[];
  tags: string[];
  images: string[];
  attributes: ProductAttribute[];
  options: ProductOption[];
  custom_fields: unknown;
  brand_slug: string | null;
  brand_name: string | null;
  brand_country: string | null;
  brand_image: string | null;
  type_slug: string | null;
  type_name: string | null;
  type_groups: ProductAttributeGroup[] | null;
  category_ids: number[];
}

/** A stored shop product in the shape the resolvers answer (rating and review count come from reviews). */
export function productFromRow(row: ProductRow, tree: CategoryTree): ProductModel {
  return {
    id: row.slug,
    source: 'SHOP',
    name: row.name,
    excerpt: row.excerpt,
    description: row.description,
    slug: row.slug,
    sku: row.sku,
    partNumber: row.part_number,
    // Price, stock and delivery come from the shop's offer (server/pricing/product-offer.ts).
    stock: 'OUT_OF_STOCK',
    price: null,
    compareAtPrice: null,
    purchasable: false,
    delivery: null,
    images: row.images,
    badges: row.badges,
    rating: 0,
    reviews: 0,
    availability: row.availability,
    compatibility: row.compatibility,
    compatibleVehicleIds: row.compatible_vehicle_ids,
    brand: row.brand_slug
      ? { slug: row.brand_slug, name: row.brand_name ?? row.brand_slug, country: row.brand_country, image: row.brand_image }
      : null,
    type: row.type_slug ? { slug: row.type_slug, name: row.type_name ?? row.type_slug, attributeGroups: row.type_groups ?? [] } : null,
    tags: row.tags,
    categories: row.category_ids.map((id) => tree.byDbId.get(Number(id))).filter((c) => c !== undefined),
    customFields: row.custom_fields ?? null,
    attributes: row.attributes,
    options: row.options,
  };
}
