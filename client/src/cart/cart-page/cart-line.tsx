import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { productUrl } from '../../lib/product-url';
import { fitOf, type CurrentVehicle } from '../../garage';
import { FitBadge } from '../../ui/badge/fit-badge';
import { Button } from '../../ui/button/button';
import { IconClose } from '../../ui/icons/icons';
import { Image } from '../../ui/image/image';
import { NumberStepper } from '../../ui/number-stepper/number-stepper';
import { Price } from '../../ui/price/price';
import styles from './cart-page.module.css';

/** A cart line as its row shows it; `fitStatus` follows the current vehicle (null without one). */
export const CartLineFragment = graphql(`
  fragment CartLine_item on CartItem {
    id
    quantity
    price
    total
    options {
      name
      value
    }
    product {
      id
      slug
      name
      images
      fitStatus
    }
  }
`);

/** Largest quantity of one line (the server refuses more). */
const MAX_QUANTITY = 9999;

export interface CartLineRowProps {
  line: FragmentType<typeof CartLineFragment>;
  vehicle: CurrentVehicle | null;
  /** The line's id and its new quantity. */
  onQuantity: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}

/** One line: picture, name, options, fit, unit price, quantity stepper, line total, remove. */
export function CartLineRow({ line: lineRef, vehicle, onQuantity, onRemove }: CartLineRowProps) {
  const line = useFragment(CartLineFragment, lineRef);
  const { t } = useTranslation();
  const url = productUrl(line.product);
  const fit = fitOf(line.product.fitStatus, vehicle);
  const warningId = `cart-line-${line.id}-fit`;
  return (
    <li className={styles.line} data-cart-line={line.product.slug} data-fit={fit?.status}>
      <Link to={url} className={styles.picture} tabIndex={-1} aria-hidden="true">
        {line.product.images[0] && <Image src={line.product.images[0]} alt="" width={96} height={96} />}
      </Link>
      <div className={styles.info}>
        <Link to={url} className={styles.name} aria-describedby={fit?.status === 'does-not-fit' ? warningId : undefined}>
          {line.product.name}
        </Link>
        {line.options.length > 0 && (
          <ul className={styles.options}>
            {line.options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        )}
        {fit && <FitBadge status={fit.status} vehicle={fit.vehicle} className={styles.fit} />}
        {fit?.status === 'does-not-fit' && (
          <p id={warningId} className={styles.lineWarning}>
            {t('TEXT_CART_LINE_DOES_NOT_FIT', { vehicle: fit.vehicle })}
          </p>
        )}
      </div>
      <div className={styles.unit}>
        <span className={styles.caption}>{t('TEXT_CART_UNIT_PRICE')}</span>
        <Price value={line.price} />
      </div>
      <div className={styles.quantity}>
        <NumberStepper
          size="sm"
          value={line.quantity}
          min={1}
          max={MAX_QUANTITY}
          label={t('TEXT_CART_QUANTITY_OF', { name: line.product.name })}
          onChange={(quantity) => onQuantity(line.id, quantity)}
        />
      </div>
      <div className={styles.lineTotal}>
        <span className={styles.caption}>{t('TEXT_CART_LINE_TOTAL')}</span>
        <Price value={line.total} />
      </div>
      <Button
        variant="ghost"
        size="sm"
        iconOnly
        icon={<IconClose size={16} />}
        onClick={() => onRemove(line.id)}
        className={styles.remove}
      >
        {t('BUTTON_REMOVE_ITEM', { name: line.product.name })}
      </Button>
    </li>
  );
}
