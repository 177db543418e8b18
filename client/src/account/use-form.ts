import { useMemo, useState } from 'react';
import type { TranslationKey } from '../i18n/keys';

export type FormErrors<V> = Partial<Record<keyof V, TranslationKey | undefined>>;

export interface FormState<V extends { [K in keyof V]: string }> {
  values: V;
  set: (field: keyof V, value: string) => void;
  touch: (field: keyof V) => void;
  /** Marks every field touched (on submit), so every message shows. */
  touchAll: () => void;
  /** A field's message: only when it is invalid and touched or dirty (spec §5). */
  shown: (field: keyof V) => TranslationKey | undefined;
  valid: boolean;
  reset: (values: V) => void;
}

/** A form's values with touched/dirty marks and the errors its rules give. */
export function useForm<V extends { [K in keyof V]: string }>(initial: V, rules: (values: V) => FormErrors<V>): FormState<V> {
  const [values, setValues] = useState(initial);
  const [marked, setMarked] = useState<ReadonlySet<keyof V>>(new Set());
  const errors = useMemo(() => rules(values), [rules, values]);
  const mark = (field: keyof V) => setMarked((m) => (m.has(field) ? m : new Set(m).add(field)));
  return {
    values,
    set: (field, value) => {
      setValues((v) => ({ ...v, [field]: value }));
      mark(field);
    },
    touch: mark,
    touchAll: () => setMarked(new Set(Object.keys(values) as (keyof V)[])),
    shown: (field) => (marked.has(field) ? errors[field] : undefined),
    valid: Object.values(errors).every((e) => e === undefined),
    reset: (next) => {
      setValues(next);
      setMarked(new Set());
    },
  };
}
