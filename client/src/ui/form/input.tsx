import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';
import { Field, useFieldIds } from './field';
import styles from './form.module.css';

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message; when set the input is marked invalid and describes itself with it. */
  error?: ReactNode;
  /** Marks the input invalid without a message (the form shows it elsewhere). */
  invalid?: boolean;
  size?: 'sm' | 'md' | 'lg';
  fieldClassName?: string;
}

/** A labelled text input with hint and error message. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { id, label, hideLabel, hint, error, invalid, size = 'md', className, fieldClassName, required, type = 'text', ...rest },
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
      <input
        ref={ref}
        id={controlId}
        type={type}
        required={required}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        className={cx(styles.control, size !== 'md' && styles[size], className)}
        {...rest}
      />
    </Field>
  );
});
