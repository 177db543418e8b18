import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../ui/cx';
import { Field, useFieldIds, type LabelledControlProps } from '../../ui/form/field';
import formStyles from '../../ui/form/form.module.css';
import styles from './contact.module.css';

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Omit<LabelledControlProps, 'size'>;

/** A labelled multi-line text box with hint and error, styled and wired like the design system's Input. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { id, label, hideLabel, hint, error, invalid, className, fieldClassName, required, ...rest },
  ref,
) {
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <Field controlId={controlId} label={label} hideLabel={hideLabel} required={required} hint={hint} error={error} hintId={hintId} errorId={errorId} className={fieldClassName}>
      <textarea
        ref={ref}
        id={controlId}
        required={required}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={describedBy}
        className={cx(formStyles.control, styles.textarea, className)}
        {...rest}
      />
    </Field>
  );
});
