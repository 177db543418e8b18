import { useTranslation } from '../../i18n/use-translation';
import type { CurrentVehicle } from '../../garage';
import { Alert } from '../../ui/alert/alert';

/** What the warning names of a line: its id and its product's name. */
export interface MisfitLine {
  id: string;
  product: { name: string };
}

/** The warning before checkout: the lines the catalogue says do not fit the current vehicle. */
export function CartFitWarning({ lines, vehicle }: { lines: readonly MisfitLine[]; vehicle: CurrentVehicle }) {
  const { t } = useTranslation();
  if (lines.length === 0) return null;
  return (
    <div data-cart-fit-warning>
      <Alert tone="warning" title={t('TEXT_CART_FIT_WARNING_TITLE')}>
        <p>{t('TEXT_CART_FIT_WARNING', { vehicle: vehicle.name })}</p>
        <ul>
          {lines.map((line) => (
            <li key={line.id}>{line.product.name}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
