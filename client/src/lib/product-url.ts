/** The address of a product's page. */
export function productUrl(product: { slug: string }): string {
  return `/shop/products/${encodeURIComponent(product.slug)}`;
}
