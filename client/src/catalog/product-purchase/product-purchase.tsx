import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useAddToCart } from '../../cart';
import { useListToggles } from '../../lists';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { IconCart, IconCompare, IconHeart } from '../../ui/icons/icons';
import { NumberStepper } from '../../ui/number-stepper/number-stepper';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { OptionPicker } from './option-picker';
import { cartOptions, purchaseError } from './purchase-rules';
import styles from './product-purchase.module.css';

/** What the purchase form needs of a product: its options and whether it can be shipped. */
export const ProductPurchaseFragment = graphql(`
  fragment ProductPurchase_product on Product {
    id
    slug
    name
    stock
    purchasable
    options {
      type
      slug
      name
      values {
        slug
        name
        color
      }
    }
  }
`);

export interface ProductPurchaseProps {
  product: FragmentType<typeof ProductPurchaseFragment>;
  /** Called after the product went into the cart. */
  onAdded?: () => void;
  className?: string;
}

/**
 * The purchase form of the product page and the quick view: options, quantity (at least 1), add to
 * cart, wishlist and compare. Adding without every option chosen shows ERROR_ADD_TO_CART_OPTIONS,
 * a bad quantity ERROR_ADD_TO_CART_QUANTITY (spec §5); a second add while one runs is ignored.
 */
export function ProductPurchase({ product: productRef, onAdded, className }: ProductPurchaseProps) {
  const product = useFragment(ProductPurchaseFragment, productRef);
  const { t } = useTranslation();
  const formId = useId();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState(1);
  const [attempted, setAttempted] = useState(false);
  const { addToCart, loading: adding } = useAddToCart();
  const { addToWishlist, addToCompare } = useListToggles();
  const error = attempted ? purchaseError(product.options, chosen, quantity) : null;
  // A part without an offer or units ("Consultar disponibilidad") cannot be added.
  const outOfStock = product.stock === 'OUT_OF_STOCK' || !product.purchasable;
  const errorId = `${formId}-error`;
  const { formRef, refused } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding || outOfStock) return;
    setAttempted(true);
    if (purchaseError(product.options, chosen, quantity)) {
      refused();
      return;
    }
    const added = await addToCart(product, quantity, cartOptions(product.options, chosen));
    if (added) {
      setAttempted(false);
      onAdded?.();
    }
  };

  return (
    <form
      ref={formRef}
      className={className}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t('TEXT_PURCHASE_FORM', { name: product.name })}
      aria-describedby={error ? errorId : undefined}
    >
      {product.options.map((option) => (
        <OptionPicker
          key={option.slug}
          option={option}
          formId={formId}
          value={chosen[option.slug]}
          invalid={error === 'ERROR_ADD_TO_CART_OPTIONS' && !chosen[option.slug]}
          onChange={(value) => setChosen((c) => ({ ...c, [option.slug]: value }))}
        />
      ))}
      {error && (
        <div id={errorId}>
          <Alert tone="danger" className={styles.error}>
            {t(error)}
          </Alert>
        </div>
      )}
      <div className={styles.actions}>
        <NumberStepper
          value={quantity}
          onChange={setQuantity}
          min={1}
          keepTyped
          label={t('TEXT_QUANTITY')}
          invalid={error === 'ERROR_ADD_TO_CART_QUANTITY'}
          className={styles.quantity}
          size="lg"
        />
        <Button type="submit" variant="primary" size="lg" loading={adding} disabled={outOfStock} icon={<IconCart size={18} />}>
          {t('BUTTON_ADD_TO_CART')}
        </Button>
        <span className={styles.lists}>
          <Button variant="secondary" size="lg" iconOnly icon={<IconHeart size={18} />} onClick={() => void addToWishlist(product)}>
            {t('BUTTON_ADD_TO_WISHLIST')}
          </Button>
          <Button variant="secondary" size="lg" iconOnly icon={<IconCompare size={18} />} onClick={() => void addToCompare(product)}>
            {t('BUTTON_ADD_TO_COMPARE')}
          </Button>
        </span>
      </div>
    </form>
  );
}
