import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../cx';
import { Field, useFieldIds, type LabelledControlProps } from './field';
import styles from './form.module.css';

export type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & LabelledControlProps;

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
