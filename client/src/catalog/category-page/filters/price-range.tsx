import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../ui/button/button';
import { Input } from '../../../ui/form/input';
import type { PriceRange } from '../../product-list/list-url-state';
import styles from './filters.module.css';

export interface PriceRangeFilterProps {
  /** Bounds from the API (rounded outward to a power of ten). */
  min: number;
  max: number;
  /** The applied range, or null for none. */
  value: PriceRange | null;
  /** Applies a range; null when it covers the whole span (no filter). */
  onChange: (range: PriceRange | null) => void;
}

/** A step that gives about a hundred stops between the bounds, in whole pesos or more. */
export function priceStep(min: number, max: number): number {
  const span = Math.max(1, max - min);
  return Math.max(1, 10 ** Math.floor(Math.log10(span / 100)));
}

/**
 * The range a shopper picked, as the filter to apply: bounds kept inside [min, max] and in order,
 * a bound at the edge of the span dropped (it does not narrow), null when neither narrows.
 */
export function rangeToApply(from: number, to: number, min: number, max: number): PriceRange | null {
  const lo = Math.min(Math.max(Math.min(from, to), min), max);
  const hi = Math.max(Math.min(Math.max(from, to), max), min);
  const range = { from: lo > min ? lo : null, to: hi < max ? hi : null };
  return range.from === null && range.to === null ? null : range;
}

/**
 * The price filter: two handles on one track and two number inputs, kept in step. A handle
 * applies when released (or moved with the keyboard); the inputs apply with Enter or the button.
 */
export function PriceRangeFilter({ min, max, value, onChange }: PriceRangeFilterProps) {
  const { t } = useTranslation();
  const applied: [number, number] = [value?.from ?? min, value?.to ?? max];
  const [draft, setDraft] = useState<[number, number]>(applied);
  const [text, setText] = useState<[string, string]>([String(applied[0]), String(applied[1])]);
  // A new answer (another filter, back/forward) resets the handles to what is applied.
  const [seen, setSeen] = useState(`${min}:${max}:${applied.join('-')}`);
  const key = `${min}:${max}:${applied.join('-')}`;
  if (seen !== key) {
    setSeen(key);
    setDraft(applied);
    setText([String(applied[0]), String(applied[1])]);
  }
  const step = priceStep(min, max);
  const span = Math.max(1, max - min);
  const percent = (n: number) => `${((n - min) / span) * 100}%`;

  const move = (index: 0 | 1, n: number) => {
    const next: [number, number] = index === 0 ? [Math.min(n, draft[1]), draft[1]] : [draft[0], Math.max(n, draft[0])];
    setDraft(next);
    setText([String(next[0]), String(next[1])]);
  };
  const commit = (from: number, to: number) => {
    const range = rangeToApply(from, to, min, max);
    const same = (range?.from ?? null) === (value?.from ?? null) && (range?.to ?? null) === (value?.to ?? null);
    if (!same) onChange(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const from = text[0].trim() === '' ? min : Number(text[0]);
    const to = text[1].trim() === '' ? max : Number(text[1]);
    if (!Number.isFinite(from) || !Number.isFinite(to)) return;
    commit(from, to);
  };

  return (
    <form className={styles.price} onSubmit={submit} noValidate data-testid="price-filter">
      <div className={styles.track} style={{ ['--from' as string]: percent(draft[0]), ['--to' as string]: percent(draft[1]) }}>
        {([0, 1] as const).map((index) => (
          <input
            key={index}
            type="range"
            className={styles.handle}
            min={min}
            max={max}
            step={step}
            value={draft[index]}
            aria-label={t(index === 0 ? 'TEXT_LISTING_PRICE_MIN_HANDLE' : 'TEXT_LISTING_PRICE_MAX_HANDLE')}
            onChange={(event) => move(index, Number(event.target.value))}
            onPointerUp={() => commit(draft[0], draft[1])}
            onKeyUp={(event) => {
              if (event.key.startsWith('Arrow') || event.key === 'Home' || event.key === 'End' || event.key.startsWith('Page')) commit(draft[0], draft[1]);
            }}
          />
        ))}
      </div>
      <div className={styles.priceInputs}>
        <Input
          label={t('TEXT_LISTING_PRICE_FROM')}
          type="number"
          inputMode="decimal"
          size="sm"
          min={min}
          max={max}
          step="any"
          value={text[0]}
          onChange={(event) => setText([event.target.value, text[1]])}
        />
        <Input
          label={t('TEXT_LISTING_PRICE_TO')}
          type="number"
          inputMode="decimal"
          size="sm"
          min={min}
          max={max}
          step="any"
          value={text[1]}
          onChange={(event) => setText([text[0], event.target.value])}
        />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        {t('BUTTON_LISTING_PRICE_APPLY')}
      </Button>
    </form>
  );
}
