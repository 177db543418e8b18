import { CombinedGraphQLErrors } from '@apollo/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/link/link';
import { ADDRESS_FIELDS, addressInput, useAddressDraft, type AddressField, type AddressValues, AddressFields, addressFieldLabel } from '../../checkout';
import { knownKey } from '../../i18n/keys';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Checkbox } from '../../ui/form/choice';
import { useFocusFirstInvalid } from '../../ui/form/focus-first-invalid';
import { useToast } from '../../ui/toast/toast-context';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';
import { useAddAddress } from './use-add-address';
import { useUpdateAddress } from './use-update-address';
import buttons from '../link-button.module.css';
import styles from './addresses.module.css';

export interface AddressFormProps {
  /** The address edited, or null for a new one. */
  id: string | null;
  initial: AddressValues;
  initialDefault: boolean;
  countries: ReadonlyArray<{ code: string; name: string }>;
}

/** The fields of an address and 'use as default'; all fields touched on submit, no submit while invalid or in progress. */
export function AddressForm({ id, initial, initialDefault, countries }: AddressFormProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorText = useApiErrorText();
  const draft = useAddressDraft(initial);
  const [makeDefault, setMakeDefault] = useState(initialDefault);
  const [serverError, setServerError] = useState<string | null>(null);
  const adding = useAddAddress();
  const updating = useUpdateAddress();
  const busy = adding.loading || updating.loading;
  const { formRef, refused } = useFocusFirstInvalid();

  const refusal = (error: unknown): string => {
    const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
    const field = first?.extensions?.field;
    if (first && i18n.exists(first.message) && first.message.startsWith('ERROR_FORM_')) {
      const message = t(knownKey(first.message, (k) => i18n.exists(k), 'ERROR_API_UNKNOWN'));
      return typeof field === 'string' && (ADDRESS_FIELDS as readonly string[]).includes(field)
        ? `${t(addressFieldLabel(field as AddressField))}: ${message}`
        : message;
    }
    return errorText(error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    draft.touchAll();
    if (busy) return;
    if (!draft.valid) {
      refused();
      return;
    }
    setServerError(null);
    const input = { ...addressInput(draft.values), default: makeDefault };
    try {
      if (id) await updating.updateAddress(id, input);
      else await adding.addAddress(input);
      toast.show({ tone: 'success', message: t('TEXT_ADDRESS_SAVED') });
      void navigate('/account/addresses');
    } catch (error) {
      setServerError(refusal(error));
    }
  };

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate>
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      <AddressFields section="shipping" draft={draft} countries={countries} />
      <Checkbox label={t('TEXT_ADDRESS_SET_DEFAULT')} checked={makeDefault} disabled={initialDefault} onChange={(e) => setMakeDefault(e.target.checked)} />
      <div className={styles.formActions}>
        <Button type="submit" loading={busy}>
          {t('BUTTON_SAVE')}
        </Button>
        <Link to="/account/addresses" className={buttons.secondary}>
          {t('BUTTON_CANCEL')}
        </Link>
      </div>
    </form>
  );
}
