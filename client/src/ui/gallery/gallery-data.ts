import type { TranslationKey } from '../../i18n/keys';
import type { ProductCardProduct } from '../product-card/product-card';

/**
 * Pictures for the gallery's sample products, drawn inline so the gallery needs no files:
 * a brake disc, an oil filter and a spark plug in the shop's colours.
 */
function svgImage(body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" fill="#f2f7fc"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const brakeDisc = svgImage(
  '<circle cx="100" cy="100" r="72" fill="#5c6470"/><circle cx="100" cy="100" r="60" fill="#7a828e"/><circle cx="100" cy="100" r="26" fill="#12508a"/><circle cx="100" cy="100" r="8" fill="#f2f7fc"/>',
);
const oilFilter = svgImage(
  '<rect x="58" y="40" width="84" height="120" rx="14" fill="#12508a"/><rect x="58" y="70" width="84" height="14" fill="#f5b301"/><rect x="70" y="28" width="60" height="16" rx="4" fill="#444b55"/>',
);
const sparkPlug = svgImage(
  '<rect x="88" y="20" width="24" height="40" rx="4" fill="#e2e6eb" stroke="#7a828e" stroke-width="3"/><rect x="80" y="60" width="40" height="30" fill="#444b55"/><rect x="90" y="90" width="20" height="60" fill="#7a828e"/><rect x="96" y="150" width="8" height="24" fill="#2a2f36"/>',
);

/** Sample products; `nameKey` is the translation key of the name. */
export const sampleProducts: Array<Omit<ProductCardProduct, 'name'> & { nameKey: TranslationKey }> = [
  {
    id: 'sample-1',
    nameKey: 'TEXT_GALLERY_SAMPLE_PRODUCT_DISC',
    href: '/shop/products/sample-brake-disc',
    sku: '0986479R54',
    image: { src: brakeDisc, alt: '', width: 200, height: 200 },
    rating: 4.5,
    reviews: 18,
    price: 48250,
    compareAtPrice: 53900,
    stock: 'in-stock',
    badges: ['sale'],
  },
  {
    id: 'sample-2',
    nameKey: 'TEXT_GALLERY_SAMPLE_PRODUCT_FILTER',
    href: '/shop/products/sample-oil-filter',
    sku: 'W712/75',
    image: { src: oilFilter, alt: '', width: 200, height: 200 },
    rating: 3.7,
    reviews: 6,
    price: 9800,
    stock: 'on-backorder',
    badges: ['new'],
  },
  {
    id: 'sample-3',
    nameKey: 'TEXT_GALLERY_SAMPLE_PRODUCT_PLUG',
    href: '/shop/products/sample-spark-plug',
    sku: 'ILZKR7B11',
    image: { src: sparkPlug, alt: '', width: 200, height: 200 },
    rating: 5,
    reviews: 41,
    price: 36400,
    stock: 'out-of-stock',
    badges: ['hot'],
  },
];

export const paletteSwatches = [
  '--color-brand-800',
  '--color-brand-700',
  '--color-brand-600',
  '--color-accent-500',
  '--color-neutral-900',
  '--color-neutral-600',
  '--color-neutral-200',
  '--color-success-600',
  '--color-warning-700',
  '--color-danger-600',
];

/** Waits like a network request would, for the pending states of the sample cards. */
export const pretendRequest = () => new Promise<void>((resolve) => setTimeout(resolve, 900));
