import { useTranslation } from '../../i18n/use-translation';
import { Badge, ProductBadge } from '../badge/badge';
import { StockBadge } from '../badge/stock-badge';
import { Image } from '../image/image';
import { Price } from '../price/price';
import { ProductCard, type ProductCardLayout, type ProductCardProduct } from '../product-card/product-card';
import { ProductTableHeader } from '../product-card/product-table-header';
import { Rating } from '../rating/rating';
import { useToast } from '../toast/toast-context';
import styles from './gallery.module.css';
import { pretendRequest, sampleProducts } from './gallery-data';

export function BadgesSection() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="gallery-badges">
      <h2 id="gallery-badges">{t('TEXT_GALLERY_BADGES')}</h2>
      <div className={styles.row}>
        <StockBadge stock="in-stock" />
        <StockBadge stock="out-of-stock" />
        <StockBadge stock="on-backorder" />
        <ProductBadge kind="sale" />
        <ProductBadge kind="new" />
        <ProductBadge kind="hot" />
        <Badge tone="info">{t('TEXT_GALLERY_SAMPLE_CATEGORY')}</Badge>
        <Badge>{t('TEXT_GALLERY_SAMPLE_CATEGORY')}</Badge>
      </div>
      <div className={styles.row}>
        {[0, 1.5, 3.25, 4.5, 5].map((value) => (
          <Rating key={value} value={value} />
        ))}
        <Rating value={4.7} size={24} />
      </div>
    </section>
  );
}

export function PricesSection() {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="gallery-prices">
      <h2 id="gallery-prices">{t('TEXT_GALLERY_PRICES')}</h2>
      <div className={styles.row}>
        <Price value={9800} />
        <Price value={48250} compareAt={53900} />
        <Price value={48250} compareAt={53900} size="sm" />
        <Price value={48250} compareAt={53900} size="lg" />
      </div>
    </section>
  );
}

export function ProductsSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const products: ProductCardProduct[] = sampleProducts.map(({ nameKey, ...product }) => ({ ...product, name: t(nameKey) }));
  const handlers = {
    onAddToCart: async (product: ProductCardProduct) => {
      await pretendRequest();
      toast.productAdded('cart', product.name);
    },
    onAddToWishlist: async (product: ProductCardProduct) => {
      await pretendRequest();
      toast.productAdded('wishlist', product.name);
    },
    onAddToCompare: async (product: ProductCardProduct) => {
      await pretendRequest();
      toast.productAdded('compare', product.name);
    },
  };
  const layouts: ProductCardLayout[] = ['grid', 'list', 'table'];
  return (
    <section className={styles.section} aria-labelledby="gallery-products">
      <h2 id="gallery-products">{t('TEXT_GALLERY_PRODUCTS')}</h2>
      {layouts.map((layout) => (
        <div key={layout} className={layout === 'grid' ? styles.cards : styles.stack} style={{ marginBlockEnd: 'var(--space-6)' }}>
          {layout === 'table' && <ProductTableHeader />}
          {products.map((product, index) => (
            <ProductCard
              key={product.id}
              product={product}
              layout={layout}
              excerpt={t('TEXT_GALLERY_SAMPLE_EXCERPT')}
              pending={layout === 'grid' && index === 2 ? { wishlist: true } : undefined}
              {...handlers}
            />
          ))}
        </div>
      ))}
    </section>
  );
}

export function ImagesSection() {
  const { t } = useTranslation();
  const [first] = sampleProducts;
  return (
    <section className={styles.section} aria-labelledby="gallery-images">
      <h2 id="gallery-images">{t('TEXT_GALLERY_IMAGES')}</h2>
      <div className={styles.row}>
        <div style={{ inlineSize: 160 }}>
          <Image src={first.image?.src ?? ''} alt={t(first.nameKey)} width={200} height={200} priority />
        </div>
        <div style={{ inlineSize: 240 }}>
          <Image src={first.image?.src ?? ''} alt={t(first.nameKey)} width={400} height={250} fit="cover" />
        </div>
        <div style={{ inlineSize: 160 }}>
          <Image src="/images/missing-part.jpg" alt={t(first.nameKey)} width={200} height={200} />
        </div>
      </div>
    </section>
  );
}
