/** URLs of the pictures the shop generates for its own catalogue (served by `server/catalog/image-route.ts`). */
export const SHOP_IMAGE_PREFIX = '/images/shop';

export const productImageUrl = (slug: string, n: number): string => `${SHOP_IMAGE_PREFIX}/products/${slug}-${n}.svg`;
export const brandImageUrl = (slug: string): string => `${SHOP_IMAGE_PREFIX}/brands/${slug}.svg`;
export const categoryImageUrl = (slug: string): string => `${SHOP_IMAGE_PREFIX}/categories/${slug}.svg`;
export const blogImageUrl = (id: number): string => `${SHOP_IMAGE_PREFIX}/blog/${id}.svg`;
