import { cx } from '../../ui/cx';
import type { ProductPurchase_ProductFragment } from '../../gql/graphql';
import styles from './product-purchase.module.css';

type Option = ProductPurchase_ProductFragment['options'][number];

export interface OptionPickerProps {
  option: Option;
  /** Slug of the chosen value. */
  value: string | undefined;
  onChange: (valueSlug: string) => void;
  /** Marks the choice missing after a refused add. */
  invalid: boolean;
  /** Keeps radio names apart when two forms show the same product (page and quick view). */
  formId: string;
}

/**
 * One option of a product as a group of radio buttons: names as chips (DEFAULT) or colour swatches
 * (COLOR, the name spoken and shown on hover). Arrow keys move between the choices.
 */
export function OptionPicker({ option, value, onChange, invalid, formId }: OptionPickerProps) {
  const name = `${formId}-${option.slug}`;
  const chosen = option.values.find((v) => v.slug === value);
  return (
    <fieldset className={styles.option} aria-invalid={invalid || undefined} data-option={option.slug}>
      <legend className={styles.optionLegend}>
        {option.name}
        {option.type === 'COLOR' && chosen && <span className={styles.optionChosen}>: {chosen.name}</span>}
      </legend>
      <div className={styles.optionValues}>
        {option.values.map((v) => (
          <label
            key={v.slug}
            className={cx(option.type === 'COLOR' ? styles.swatch : styles.chip, invalid && styles.invalid)}
            title={option.type === 'COLOR' ? v.name : undefined}
          >
            <input
              type="radio"
              name={name}
              value={v.slug}
              checked={value === v.slug}
              onChange={() => onChange(v.slug)}
              className={styles.optionInput}
            />
            {option.type === 'COLOR' ? (
              <>
                <span className={styles.swatchColour} style={{ background: v.color ?? 'transparent' }} aria-hidden="true" />
                <span className="visually-hidden">{v.name}</span>
              </>
            ) : (
              <span className={styles.chipText}>{v.name}</span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
