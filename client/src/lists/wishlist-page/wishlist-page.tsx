import { useState } from 'react';
import { Link } from '../../ui/link/link';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { graphql } from '../../gql';
import type { ProductCard_ProductFragment } from '../../gql/graphql';
import { readFragment } from '../../lib/data/read-fragment';
import { needsOptions, ProductCardFragment, toProductCard } from '../../lib/product-card-data';
import { productUrl } from '../../lib/product-url';
import { useAddToCart } from '../../cart';
import { QueryState } from '../../lib/query-state/query-state';
import { SectionPage } from '../../lib/section-page/section-page';
import { StockBadge } from '../../ui/badge/stock-badge';
import { Button } from '../../ui/button/button';
import { IconCart, IconClose } from '../../ui/icons/icons';
import { Image } from '../../ui/image/image';
import { Price } from '../../ui/price/price';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { useToast } from '../../ui/toast/toast-context';
import { useRemoveFromWishlist } from '../use-remove-from-wishlist';
import links from '../../ui/button/link-button.module.css';
import styles from './wishlist-page.module.css';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';

/** The wishlist with what each row shows (the card's fields, shared with listings in the cache). */
export const WishlistPageQuery = graphql(`
  query WishlistPage {
    wishlist {
      ...WishlistEntries_wishlist
      items {
        addedAt
        product {
          ...ProductCard_product
        }
      }
    }
  }
`);

type WishlistProduct = ProductCard_ProductFragment;

function WishlistRow({ product, onRemove, removing }: { product: WishlistProduct; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation();
  const { addToCart, loading: adding } = useAddToCart();
  const card = toProductCard(product);
  const url = productUrl(product);
  const canAdd = card.stock !== 'out-of-stock';
  return (
    <li className={styles.row} data-wishlist-item={product.slug}>
      <Link to={url} className={styles.picture} tabIndex={-1} aria-hidden="true">
        {card.image && <Image src={card.image.src} alt="" width={96} height={96} />}
      </Link>
      <div className={styles.info}>
        <Link to={url} className={styles.name}>
          {product.name}
        </Link>
        <StockBadge stock={card.stock} />
      </div>
      <Price value={product.price} compareAt={product.compareAtPrice} className={styles.price} />
      <div className={styles.actions}>
        {needsOptions(product) ? (
          <Link to={url} className={links.secondary}>
            {t('BUTTON_CHOOSE_OPTIONS')}
          </Link>
        ) : (
          <Button icon={<IconCart size={18} />} loading={adding} disabled={!canAdd} onClick={() => void addToCart(product)}>
            {t('BUTTON_ADD_TO_CART')}
          </Button>
        )}
        <Button variant="ghost" iconOnly icon={<IconClose size={16} />} loading={removing} onClick={onRemove}>
          {t('BUTTON_REMOVE_FROM_WISHLIST', { name: product.name })}
        </Button>
      </div>
    </li>
  );
}

function WishlistEmpty() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-wishlist-empty>
      <p className={styles.emptyTitle}>{t('TEXT_WISHLIST_EMPTY')}</p>
      <p>{t('TEXT_WISHLIST_EMPTY_LEAD')}</p>
      <Link to="/shop/category/products" className={links.primary}>
        {t('BUTTON_CONTINUE_SHOPPING')}
      </Link>
    </div>
  );
}

/** The wishlist: picture, name, stock, price, add to cart and remove per product; an empty state. */
export function WishlistPage() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const toast = useToast();
  const { data, loading, error, refetch } = usePageQuery(WishlistPageQuery);
  const { removeFromWishlist, loading: removing } = useRemoveFromWishlist();
  // Which row's removal is on its way (a click on another row meanwhile is ignored).
  const [removed, setRemoved] = useState<string | null>(null);
  const remove = (productId: string) => {
    if (removing) return;
    setRemoved(productId);
    void removeFromWishlist(productId).catch((cause: unknown) =>
      toast.show({ tone: 'danger', message: errorText(cause) }),
    );
  };

  return (
    <SectionPage section={{ title: t('MENU_SHOP'), url: '/shop' }} title={t('MENU_SHOP_WISHLIST')}>
      <QueryState
        data={data?.wishlist}
        loading={loading}
        error={error}
        onRetry={refetch}
        isEmpty={(w) => w.items.length === 0}
        empty={<WishlistEmpty />}
        skeleton={
          <div className={styles.list}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rect" height={96} />
            ))}
          </div>
        }
      >
        {(wishlist) => (
          <ul className={styles.list} aria-label={t('TEXT_WISHLIST_PRODUCTS')}>
            {readFragment(ProductCardFragment, wishlist.items.map((item) => item.product)).map((product) => (
              <WishlistRow key={product.id} product={product} removing={removing && removed === product.id} onRemove={() => remove(product.id)} />
            ))}
          </ul>
        )}
      </QueryState>
    </SectionPage>
  );
}
