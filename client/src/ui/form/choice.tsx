import { forwardRef, useEffect, useImperativeHandle, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';
import styles from './form.module.css';

interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  invalid?: boolean;
}

export interface CheckboxProps extends ChoiceProps {
  /** The mixed state (some of a group chosen); shown as a dash and announced as "mixed". */
  indeterminate?: boolean;
}

/** A native checkbox with its label; Space toggles it. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, invalid, indeterminate = false, className, ...rest },
  ref,
) {
  const inner = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inner.current as HTMLInputElement);
  useEffect(() => {
    if (inner.current) inner.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <label className={cx(styles.choice, className)}>
      <input
        ref={inner}
        type="checkbox"
        className={cx(styles.choiceInput, styles.checkbox)}
        aria-invalid={invalid || undefined}
        {...rest}
      />
      <span>{label}</span>
    </label>
  );
});

export type RadioButtonProps = ChoiceProps;

/** A native radio button with its label; arrow keys move between radios of the same `name`. */
export const RadioButton = forwardRef<HTMLInputElement, RadioButtonProps>(function RadioButton(
  { label, invalid, className, ...rest },
  ref,
) {
  return (
    <label className={cx(styles.choice, className)}>
      <input ref={ref} type="radio" className={cx(styles.choiceInput, styles.radio, invalid && styles.invalid)} {...rest} />
      <span>{label}</span>
    </label>
  );
});

export interface ChoiceGroupProps {
  legend: ReactNode;
  hideLegend?: boolean;
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A fieldset with a legend around related radio buttons or checkboxes. */
export function ChoiceGroup({ legend, hideLegend, error, className, children }: ChoiceGroupProps) {
  return (
    <fieldset className={cx(styles.group, className)}>
      <legend className={hideLegend ? 'visually-hidden' : cx(styles.label, styles.groupLegend)}>{legend}</legend>
      {children}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
