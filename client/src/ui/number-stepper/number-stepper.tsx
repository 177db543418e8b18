import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { cx } from '../cx';
import { IconMinus, IconPlus } from '../icons/icons';
import { addStep, clamp, parseTypedNumber } from './clamp';
import { useHoldRepeat } from './use-hold-repeat';
import styles from './number-stepper.module.css';

export interface NumberStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  /** Change per press or arrow key; default 1. */
  step?: number;
  /** Accessible name of the field; default TEXT_QUANTITY. */
  label?: string;
  disabled?: boolean;
  invalid?: boolean;
  /**
   * Hand typed text over as it is: a number outside the bounds unchanged, and NaN for an empty field
   * or text that is no number (the field then shows it empty), instead of the nearest allowed value,
   * for a form that says what is wrong (the purchase form's quantity, spec §5). The buttons and keys
   * still step within the bounds.
   */
  keepTyped?: boolean;
  size?: 'sm' | 'md' | 'lg';
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A number field with minus and plus buttons. Values are clamped to `min`/`max`; typed text is
 * read and clamped when the field loses focus or Enter is pressed. Holding a button repeats the
 * change after 300 ms and then every 50 ms. Keys: arrows step, Page Up/Down step by ten,
 * Home/End jump to the bounds.
 */
export function NumberStepper({
  value,
  onChange,
  min,
  max,
  step = 1,
  label,
  disabled = false,
  invalid = false,
  keepTyped = false,
  size = 'md',
  id,
  name,
  className,
}: NumberStepperProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  // The latest value, ahead of the parent's re-render while a button is held.
  const current = useRef(value);
  current.current = value;
  const pressedByPointer = useRef(false);
  const { start, stop } = useHoldRepeat();

  const emit = (next: number) => {
    const bounded = clamp(next, min, max);
    if (bounded !== current.current) {
      current.current = bounded;
      onChange(bounded);
    }
    return bounded;
  };

  /** One step in `direction`; false when the bound is reached (ends a hold). */
  const stepBy = (direction: 1 | -1, times = 1): boolean => {
    // From an emptied field the steps start at the lower bound.
    const before = Number.isNaN(current.current) ? (min ?? 0) - direction * step : current.current;
    const after = emit(addStep(before, direction * step * times));
    return after !== before && after !== (direction > 0 ? max : min);
  };

  const commitDraft = (): number => {
    if (draft === null) return current.current;
    const parsed = parseTypedNumber(draft);
    setDraft(null);
    if (keepTyped) {
      const typed = parsed ?? Number.NaN;
      if (!Object.is(typed, current.current)) {
        current.current = typed;
        onChange(typed);
      }
      return typed;
    }
    return parsed === null ? current.current : emit(parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const keys: Record<string, () => void> = {
      ArrowUp: () => stepBy(1),
      ArrowDown: () => stepBy(-1),
      PageUp: () => stepBy(1, 10),
      PageDown: () => stepBy(-1, 10),
      Home: () => min !== undefined && emit(min),
      End: () => max !== undefined && emit(max),
      Enter: () => undefined,
    };
    const handler = keys[event.key];
    if (!handler) return;
    event.preventDefault();
    commitDraft();
    handler();
  };

  const pressStart = (direction: 1 | -1) => (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button > 0 || disabled) return;
    pressedByPointer.current = true;
    commitDraft();
    const end = () => {
      stop();
      document.removeEventListener('pointerup', end);
      document.removeEventListener('pointercancel', end);
      // The click that follows a release on the button comes in the same task and is skipped;
      // after a release elsewhere no click comes, and the next keyboard click must count.
      setTimeout(() => {
        pressedByPointer.current = false;
      }, 0);
    };
    document.addEventListener('pointerup', end);
    document.addEventListener('pointercancel', end);
    start(() => stepBy(direction));
  };

  const click = (direction: 1 | -1) => () => {
    // A pointer press already stepped on pointerdown; a click from Enter or Space steps here.
    if (pressedByPointer.current) {
      pressedByPointer.current = false;
      return;
    }
    commitDraft();
    stepBy(direction);
  };

  const atMin = min !== undefined && value <= min;
  const atMax = max !== undefined && value >= max;
  const fieldLabel = label ?? t('TEXT_QUANTITY');

  return (
    <div className={cx(styles.stepper, size !== 'md' && styles[size], className)}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('BUTTON_QUANTITY_DECREASE')}
        disabled={disabled || atMin}
        onPointerDown={pressStart(-1)}
        onPointerUp={stop}
        onPointerLeave={stop}
        onClick={click(-1)}
        onContextMenu={(event) => event.preventDefault()}
      >
        <IconMinus size={16} />
      </button>
      <input
        id={id}
        name={name}
        className={styles.input}
        type="text"
        inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
        role="spinbutton"
        aria-label={fieldLabel}
        aria-valuenow={Number.isNaN(value) ? undefined : value}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        disabled={disabled}
        value={draft ?? (Number.isNaN(value) ? '' : String(value))}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => commitDraft()}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('BUTTON_QUANTITY_INCREASE')}
        disabled={disabled || atMax}
        onPointerDown={pressStart(1)}
        onPointerUp={stop}
        onPointerLeave={stop}
        onClick={click(1)}
        onContextMenu={(event) => event.preventDefault()}
      >
        <IconPlus size={16} />
      </button>
    </div>
  );
}
