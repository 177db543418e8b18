import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../i18n/keys';
import { Input } from '../../ui/form/input';
import { Select } from '../../ui/form/select';
import { ADDRESS_FIELDS, countriesArgentinaFirst, isRequired, type AddressDraft, type AddressField } from '../address-draft';
import styles from './checkout-page.module.css';

const LABEL: Record<AddressField, TranslationKey> = {
  firstName: 'INPUT_FIRST_NAME_LABEL',
  lastName: 'INPUT_LAST_NAME_LABEL',
  company: 'INPUT_COMPANY_LABEL',
  country: 'INPUT_COUNTRY_LABEL',
  address1: 'INPUT_ADDRESS1_LABEL',
  address2: 'INPUT_ADDRESS2_LABEL',
  city: 'INPUT_CITY_LABEL',
  state: 'INPUT_STATE_LABEL',
  postcode: 'INPUT_POSTCODE_LABEL',
  email: 'INPUT_EMAIL_ADDRESS_LABEL',
  phone: 'INPUT_PHONE_LABEL',
};

/** The label key of an address field (also names the field in a server's refusal). */
export function addressFieldLabel(field: AddressField): TranslationKey {
  return LABEL[field];
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  country: 'country',
  address1: 'address-line1',
  address2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postcode: 'postal-code',
  email: 'email',
  phone: 'tel',
};

const WIDE: ReadonlySet<AddressField> = new Set(['company', 'address1', 'address2']);

export interface AddressFieldsProps {
  /** Prefix of the fields' ids and autocomplete section ('shipping' or 'billing'). */
  section: 'shipping' | 'billing';
  draft: AddressDraft;
  countries: ReadonlyArray<{ code: string; name: string }>;
}

/** The fields of an address; a field's message shows once it is invalid and touched or changed. */
export function AddressFields({ section, draft, countries }: AddressFieldsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.addressGrid}>
      {ADDRESS_FIELDS.map((field) => {
        const error = draft.shownError(field);
        const common = {
          id: `${section}-${field}`,
          name: `${section}-${field}`,
          label: isRequired(field) ? t(LABEL[field]) : `${t(LABEL[field])} ${t('TEXT_OPTIONAL_MARK')}`,
          required: isRequired(field),
          autoComplete: `section-${section} ${section} ${AUTOCOMPLETE[field]}`,
          error: error ? t(error) : undefined,
          fieldClassName: WIDE.has(field) ? styles.wide : undefined,
          onBlur: () => draft.touch(field),
        };
        if (field === 'country') {
          return (
            <Select
              key={field}
              {...common}
              value={draft.values.country}
              onChange={(event) => draft.set('country', event.target.value)}
              options={countriesArgentinaFirst(countries).map((c) => ({ value: c.code, label: c.name }))}
            />
          );
        }
        return (
          <Input
            key={field}
            {...common}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={draft.values[field]}
            onChange={(event) => draft.set(field, event.target.value)}
          />
        );
      })}
    </div>
  );
}
