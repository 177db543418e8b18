import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../link/link';
import { ProductBadge, type ProductBadgeKind } from '../badge/badge';
import { StockBadge, type StockStatus } from '../badge/stock-badge';
import { FitBadge, type FitBadgeProps } from '../badge/fit-badge';
import { Button } from '../button/button';
import { cx } from '../cx';
import { IconCart, IconCompare, IconEye, IconHeart } from '../icons/icons';
import { Image } from '../image/image';
import { Price } from '../price/price';
import { Rating } from '../rating/rating';
import { usePendingAction } from './use-pending-action';
import styles from './product-card.module.css';

export interface ProductCardProduct {
  id: string;
  name: string;
  /** Address of the product page. */
  href: string;
  sku?: string | null;
  image?: { src: string; alt?: string; width: number; height: number } | null;
  rating?: number | null;
  reviews?: number | null;
  /** Null without an offer: "Consultar disponibilidad". */
  price: number | null;
  compareAtPrice?: number | null;
  stock: StockStatus;
  badges?: ProductBadgeKind[];
}

export type ProductCardLayout = 'grid' | 'list' | 'table';
type ProductAction = (product: ProductCardProduct) => unknown;

export interface ProductCardProps {
  product: ProductCardProduct;
  layout?: ProductCardLayout;
  /** May return a promise: the button shows a spinner until it settles and ignores clicks meanwhile. */
  onAddToCart?: ProductAction;
  onAddToWishlist?: ProductAction;
  onAddToCompare?: ProductAction;
  /** Opens the product's quick view (a button on the card). */
  onQuickView?: ProductAction;
  /** The shopper shows interest (the pointer enters the card or focus moves into it): a chance to load its page ahead. */
  onPrefetch?: ProductAction;
  /** What the product states about the shopper's current vehicle; omit without a vehicle. */
  fit?: Pick<FitBadgeProps, 'status' | 'vehicle'> | null;
  /** Under the fit statement: the conditions it holds under (the fitment notes of a vehicle's listing). */
  fitDetails?: ReactNode;
  /** Pending state held by the caller (for example a mutation in flight elsewhere). */
  pending?: Partial<Record<'cart' | 'wishlist' | 'compare', boolean>>;
  /** Short description, shown in the list form. */
  excerpt?: ReactNode;
  /** The card is above the fold: its image loads eagerly. */
  priorityImage?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A product in a listing, as a grid tile, a list row with details, or a dense table row.
 * The name links to the product page (the whole card is a click target); the buttons report
 * back through callbacks. Out-of-stock products cannot be added to the cart.
 */
/** The card itself; `ProductCard` hydrates it in a slice of its own. */
function ProductCardView({
  product,
  layout = 'grid',
  onAddToCart,
  onAddToWishlist,
  onAddToCompare,
  onQuickView,
  onPrefetch,
  fit,
  fitDetails,
  pending = {},
  excerpt,
  priorityImage = false,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const cart = usePendingAction(onAddToCart && (() => onAddToCart(product)), pending.cart);
  const wishlist = usePendingAction(onAddToWishlist && (() => onAddToWishlist(product)), pending.wishlist);
  const compare = usePendingAction(onAddToCompare && (() => onAddToCompare(product)), pending.compare);
  const Heading = `h${headingLevel}` as const;
  const imageSize = layout === 'table' ? 64 : layout === 'list' ? 192 : 280;

  const addToCart = onAddToCart && (
    <Button
      variant="accent"
      size={layout === 'table' ? 'sm' : 'md'}
      icon={<IconCart size={18} />}
      iconOnly={layout === 'table'}
      loading={cart.pending}
      disabled={product.stock === 'out-of-stock'}
      className={styles.addToCart}
      onClick={() => void cart.run()}
    >
      {t('BUTTON_ADD_TO_CART')}
    </Button>
  );
  const quickActions = (onAddToWishlist || onAddToCompare || onQuickView) && (
    <div className={layout === 'grid' ? styles.quick : styles.actions}>
      {onQuickView && (
        <Button variant={layout === 'list' ? 'secondary' : 'ghost'} size="sm" iconOnly icon={<IconEye size={18} />} onClick={() => void onQuickView(product)}>
          {t('BUTTON_QUICK_VIEW')}
        </Button>
      )}
      {onAddToWishlist && (
        <Button variant={layout === 'list' ? 'secondary' : 'ghost'} size="sm" iconOnly icon={<IconHeart size={18} />} loading={wishlist.pending} onClick={() => void wishlist.run()}>
          {t('BUTTON_ADD_TO_WISHLIST')}
        </Button>
      )}
      {onAddToCompare && (
        <Button variant={layout === 'list' ? 'secondary' : 'ghost'} size="sm" iconOnly icon={<IconCompare size={18} />} loading={compare.pending} onClick={() => void compare.run()}>
          {t('BUTTON_ADD_TO_COMPARE')}
        </Button>
      )}
    </div>
  );

  const media = (
    <div className={styles.media}>
      {product.image ? (
        <Image
          src={product.image.src}
          alt={product.image.alt ?? ''}
          width={product.image.width}
          height={product.image.height}
          priority={priorityImage}
          frameClassName={styles.image}
          sizes={`${imageSize}px`}
        />
      ) : (
        <span className={styles.image} style={{ display: 'block', aspectRatio: '1 / 1', background: 'var(--color-neutral-100)' }} />
      )}
      {layout !== 'table' && product.badges && product.badges.length > 0 && (
        <div className={styles.badges}>
          {product.badges.map((kind) => (
            <ProductBadge key={kind} kind={kind} />
          ))}
        </div>
      )}
    </div>
  );

  const name = (
    <Heading className={styles.name} id={nameId}>
      <Link to={product.href} className={styles.nameLink}>
        {product.name}
      </Link>
    </Heading>
  );
  const rating = typeof product.rating === 'number' && (
    <div className={styles.meta}>
      <Rating value={product.rating} className={styles.rating} size={layout === 'table' ? 14 : 16} />
      {typeof product.reviews === 'number' && layout !== 'table' && <span>{t('TEXT_PRODUCT_REVIEWS', { count: product.reviews })}</span>}
    </div>
  );
  const sku = product.sku && <span className={styles.sku}>{t('TEXT_SKU', { sku: product.sku })}</span>;
  const price = <Price value={product.price} compareAt={product.compareAtPrice} size={layout === 'table' ? 'sm' : 'md'} />;
  const stock = <StockBadge stock={product.stock} />;
  const fitBadge = fit ? (
    fitDetails ? (
      <div className={styles.fit}>
        <FitBadge status={fit.status} vehicle={fit.vehicle} className={styles.fitBadge} />
        {fitDetails}
      </div>
    ) : (
      <FitBadge status={fit.status} vehicle={fit.vehicle} className={styles.fitBadge} />
    )
  ) : null;

  return (
    <article
      className={cx(styles.card, styles[layout], className)}
      aria-labelledby={nameId}
      data-layout={layout}
      onMouseEnter={onPrefetch && (() => onPrefetch(product))}
      onFocus={onPrefetch && (() => onPrefetch(product))}
    >
      {media}
      {layout === 'grid' && (
        <>
          <div className={styles.info}>
            {name}
            {rating}
            <div>{stock}</div>
            {fitBadge && <div>{fitBadge}</div>}
          </div>
          <div className={styles.buy}>
            {price}
            {addToCart}
          </div>
          {quickActions}
        </>
      )}
      {layout === 'list' && (
        <>
          <div className={styles.info}>
            {name}
            {rating}
            {excerpt && <p className={styles.excerpt}>{excerpt}</p>}
            {sku}
            {fitBadge && <div>{fitBadge}</div>}
          </div>
          <div className={styles.aside}>
            {stock && <div>{stock}</div>}
            {price}
            {addToCart}
            {quickActions}
          </div>
        </>
      )}
      {layout === 'table' && (
        <>
          <div className={styles.info}>
            {name}
            {sku}
            {fitBadge}
          </div>
          <div>{rating}</div>
          <div>{stock}</div>
          {price}
          <div className={styles.actions}>
            {addToCart}
            {quickActions}
          </div>
        </>
      )}
    </article>
  );
}

export function ProductCard(props: ProductCardProps) {
  return <ProductCardView {...props} />;
}
