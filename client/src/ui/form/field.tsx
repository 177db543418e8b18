import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styles from './form.module.css';

/** What every labelled form control (input, select) takes besides its element's own attributes. */
export interface LabelledControlProps {
  label: ReactNode;
  hideLabel?: boolean;
  hint?: ReactNode;
  /** Error message; when set the control is marked invalid and describes itself with it. */
  error?: ReactNode;
  /** Marks the control invalid without a message (the form shows it elsewhere). */
  invalid?: boolean;
  size?: 'sm' | 'md' | 'lg';
  fieldClassName?: string;
}

export interface FieldProps {
  /** Id of the control; the label points at it. */
  controlId: string;
  label: ReactNode;
  /** Visually hide the label (it is still the control's name). */
  hideLabel?: boolean;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  hintId?: string;
  errorId?: string;
  className?: string;
  children: ReactNode;
}

/** Label, control, hint and error message stacked; the ids tie them together for screen readers. */
export function Field({ controlId, label, hideLabel, required, hint, error, hintId, errorId, className, children }: FieldProps) {
  const { t } = useTranslation();
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {required && <span className={styles.required}>{t('TEXT_FIELD_REQUIRED_MARK')}</span>}
      </label>
      {children}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** Ids for a control and its hint and error, plus the `aria-describedby` value that joins them. */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean) {
  const generated = useId();
  const controlId = id ?? `field${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hasError && errorId, hasHint && hintId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}
