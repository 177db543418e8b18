import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../cx';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and ignores clicks until it ends. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  /** A square button showing only `icon`; `children` become its spoken label. */
  iconOnly?: boolean;
  /** Full inline size of the container. */
  block?: boolean;
}

/**
 * The shop's button. While `loading` it stays focusable (focus is not lost mid-action), keeps its
 * name, reports `aria-busy`, and swallows clicks so an action cannot start twice.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', loading = false, icon, iconOnly = false, block = false, className, children, onClick, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        styles.button,
        styles[variant],
        size !== 'md' && styles[size],
        iconOnly && styles.iconOnly,
        block && styles.block,
        loading && styles.loading,
        className,
      )}
      aria-busy={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      <span className={styles.content}>
        {icon}
        {iconOnly ? <span className="visually-hidden">{children}</span> : children}
      </span>
      {loading && <Spinner className={styles.spinner} label={null} />}
    </button>
  );
});
