import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { Button } from '../../ui/button/button';
import { IconClose } from '../../ui/icons/icons';
import { Image } from '../../ui/image/image';
import { useFormatMoney } from '../../ui/price/money-format';
import { Skeleton } from '../../ui/skeleton/skeleton';
import type { MiniCart_CartFragment } from '../../gql/graphql';
import { pictureFor } from '../../lib/picture-size';
import { productUrl } from '../../lib/product-url';
import { useRemoveCartItem } from '../../cart';

type CartLine = MiniCart_CartFragment['items'][number];

function MiniCartLine({ item, onNavigate }: { item: CartLine; onNavigate: () => void }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { removeCartItem, loading } = useRemoveCartItem();
  const url = productUrl(item.product);
  return (
    <li className="mini-cart__item">
      <Link to={url} className="mini-cart__image" onClick={onNavigate} tabIndex={-1} aria-hidden="true">
        {item.product.images[0] && <Image src={pictureFor(item.product.images[0], 64)} alt="" width={64} height={64} />}
      </Link>
      <div className="mini-cart__info">
        <Link to={url} className="mini-cart__name" onClick={onNavigate}>
          {item.product.name}
        </Link>
        {item.options.length > 0 && (
          <ul className="mini-cart__options">
            {item.options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        )}
        <p className="mini-cart__meta">
          <span className="mini-cart__quantity">{item.quantity}</span> × <span className="mini-cart__price">{format(item.price)}</span>
        </p>
      </div>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<IconClose size={16} />}
        loading={loading}
        onClick={() => void removeCartItem(item.id).catch(() => undefined)}
        className="mini-cart__remove"
      >
        {t('BUTTON_REMOVE_ITEM', { name: item.product.name })}
      </Button>
    </li>
  );
}

/** The mini-cart's content: an empty message, or the lines, the totals and the two buttons. */
export function MiniCartBody({ cart, loading = false, onNavigate }: { cart: MiniCart_CartFragment | null; loading?: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  if (!cart && loading) {
    return (
      <div className="mini-cart__loading" role="status" aria-label={t('TEXT_LOADING')}>
        <Skeleton lines={3} />
      </div>
    );
  }
  if (!cart || cart.items.length === 0) return <p className="mini-cart__empty">{t('TEXT_CART_EMPTY')}</p>;
  return (
    <div className="mini-cart">
      <ul className="mini-cart__list">
        {cart.items.map((item) => (
          <MiniCartLine key={item.id} item={item} onNavigate={onNavigate} />
        ))}
      </ul>
      <table className="mini-cart__totals">
        <tbody>
          <tr>
            <th scope="row">{t('TABLE_SUBTOTAL')}</th>
            <td>{format(cart.subtotal)}</td>
          </tr>
          {cart.totals.map((row) => (
            <tr key={row.type}>
              <th scope="row">{t(`TABLE_TOTAL_${row.type}`)}</th>
              <td>{format(row.price)}</td>
            </tr>
          ))}
          <tr className="mini-cart__total">
            <th scope="row">{t('TABLE_TOTAL')}</th>
            <td>{format(cart.total)}</td>
          </tr>
        </tbody>
      </table>
      <div className="mini-cart__buttons">
        <Link className="mini-cart__button mini-cart__button--secondary" to="/shop/cart" onClick={onNavigate}>
          {t('BUTTON_VIEW_CART')}
        </Link>
        <Link className="mini-cart__button mini-cart__button--primary" to="/shop/checkout" onClick={onNavigate}>
          {t('BUTTON_CHECKOUT')}
        </Link>
      </div>
    </div>
  );
}
