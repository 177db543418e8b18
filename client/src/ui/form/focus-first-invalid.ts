import { useEffect, useRef, useState, type RefObject } from 'react';

const CONTROL = 'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])';

/**
 * Moves focus to the first control of `container` marked invalid (`aria-invalid="true"`); a group
 * marked invalid (a fieldset of options) gives it to its checked control, else its first one.
 * Returns whether there was one.
 */
export function focusFirstInvalid(container: HTMLElement | null): boolean {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!invalid) return false;
  const target = invalid.matches(CONTROL)
    ? invalid
    : (invalid.querySelector<HTMLElement>('input:checked') ?? invalid.querySelector<HTMLElement>(CONTROL) ?? invalid);
  target.focus();
  return true;
}

/**
 * Every form's answer to a refused submit: focus goes to the first wrong field, once the render that
 * marks the fields invalid (touched on submit) is on the page, so the shopper is taken to what to
 * fix instead of staying on the button. Attach `formRef` to the form; call `refused()` when a
 * submit is refused.
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLFormElement>(): { formRef: RefObject<T | null>; refused: () => void } {
  const formRef = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(formRef.current);
  }, [refusals]);
  return { formRef, refused: () => setRefusals((n) => n + 1) };
}
