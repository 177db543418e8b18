import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cx } from '../cx';
import { IconChevronDown } from '../icons/icons';
import { Field, useFieldIds, type LabelledControlProps } from './field';
import styles from './form.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'>, LabelledControlProps {
  /** Options to render; `children` may be given instead (for option groups). */
  options?: SelectOption[];
  /** First, empty option shown while nothing is chosen. */
  placeholder?: string;
}

/** A labelled native select (the platform's keyboard and mobile pickers), drawn in the shop's style. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { id, label, hideLabel, options, placeholder, hint, error, invalid, size = 'md', className, fieldClassName, required, children, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  const isInvalid = invalid || Boolean(error);
  return (
    <Field
      controlId={controlId}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      hintId={hintId}
      errorId={errorId}
      className={fieldClassName}
    >
      <div className={styles.selectWrap}>
        <select
          ref={ref}
          id={controlId}
          required={required}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          className={cx(styles.control, styles.select, size !== 'md' && styles[size], className)}
          {...rest}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options?.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
        <IconChevronDown className={styles.selectIcon} size={18} />
      </div>
    </Field>
  );
});
