import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dropdown } from '../../ui/dropdown/dropdown';
import { IconCart } from '../../ui/icons/icons';
import { useFormatMoney } from '../../ui/price/money-format';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { IndicatorFace } from '../header/indicator';
import { useShopper } from '../use-shopper';
import { loadMiniCartBody } from '../header-panels';

/** The mini-cart's lines and buttons: code loaded when the panel is first wanted (header-panels.ts). */
const MiniCartBody = lazy(() => loadMiniCartBody().then((m) => ({ default: m.MiniCartBody })));

/** The cart indicator (subtotal and count) with the mini-cart dropdown. */
export function CartMenu() {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { cart, loading } = useShopper();
  const count = cart?.quantity ?? 0;
  return (
    <Dropdown
      className="indicator-dropdown"
      triggerClassName="indicator"
      panelClassName="indicator-dropdown__panel indicator-dropdown__panel--cart"
      align="end"
      showChevron={false}
      exclusiveId="cart"
      exclusiveGroup="header"
      panelLabel={t('TEXT_SHOPPING_CART')}
      trigger={<IndicatorFace icon={<IconCart size={26} />} count={count} caption={format(cart?.subtotal ?? 0)} label={t('TEXT_SHOPPING_CART')} />}
    >
      {({ close }) => (
        <Suspense fallback={<Skeleton lines={3} />}>
          <MiniCartBody cart={cart} loading={loading} onNavigate={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
