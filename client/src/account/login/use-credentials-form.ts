import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';
import { useForm, type FormErrors } from '../use-form';
import type { FragmentType } from '../../gql';
import { readFragment } from '../../lib/data/read-fragment';
import { AccountEntryFragment, useAccountEntry } from './use-account-entry';


/**
 * What the sign-in and registration forms share: every field touched on submit, nothing sent while
 * one is in progress or the form is invalid (focus then goes to the first wrong field; `formRef` goes
 * on the form), the server's refusal shown as its translation, and the
 * shopper let in (merge toast, way back) on success. `send` posts email and password and answers
 * the account payload.
 */
export function useCredentialsForm<V extends { email: string; password: string } & { [K in keyof V]: string }>(options: {
  idPrefix: string;
  empty: V;
  rules: (values: V) => FormErrors<V>;
  loading: boolean;
  send: (email: string, password: string) => Promise<FragmentType<typeof AccountEntryFragment> | null | undefined>;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const form = useForm(options.empty, options.rules);
  const [serverError, setServerError] = useState<string | null>(null);
  const enter = useAccountEntry();
  const { formRef, refused } = useFocusFirstInvalid();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    form.touchAll();
    if (options.loading) return;
    if (!form.valid) {
      refused();
      return;
    }
    setServerError(null);
    try {
      const payload = readFragment(AccountEntryFragment, await options.send(form.values.email.trim(), form.values.password));
      if (payload) await enter(payload);
    } catch (error) {
      setServerError(errorText(error));
    }
  };

  const field = (name: keyof V & string) => ({
    id: `${options.idPrefix}-${name}`,
    name,
    value: form.values[name],
    onChange: (e: { target: { value: string } }) => form.set(name, e.target.value),
    onBlur: () => form.touch(name),
    error: form.shown(name) ? t(form.shown(name)!) : undefined,
    required: true,
  });

  return { field, onSubmit, serverError, formRef };
}
