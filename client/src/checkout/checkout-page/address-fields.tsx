import { useTranslation } from '../../i18n/use-translation';
import type { DocumentType, IvaCondition } from '../../gql/graphql';
import type { TranslationKey } from '../../i18n/keys';
import { Input } from '../../ui/form/input';
import { Select } from '../../ui/form/select';
import { findProvince, PROVINCES } from '../../../../shared/argentina/provinces';
import { DOCUMENT_TYPES, invoiceTypeFor, IVA_CONDITIONS } from '../../../../shared/argentina/tax-identity';
import { ADDRESS_FIELDS, countriesArgentinaFirst, isRequired, isShown, type AddressDraft, type AddressField } from '../address-draft';
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
  documentType: 'INPUT_DOCUMENT_TYPE_LABEL',
  documentNumber: 'INPUT_DOCUMENT_NUMBER_LABEL',
  ivaCondition: 'INPUT_IVA_CONDITION_LABEL',
};

/** The label key of an address field (also names the field in a server's refusal). */
export function addressFieldLabel(field: AddressField): TranslationKey {
  return LABEL[field];
}

export const DOCUMENT_TYPE_LABEL: Record<DocumentType, TranslationKey> = {
  DNI: 'TEXT_DOCUMENT_TYPE_DNI',
  CUIT: 'TEXT_DOCUMENT_TYPE_CUIT',
  CUIL: 'TEXT_DOCUMENT_TYPE_CUIL',
};

export const IVA_CONDITION_LABEL: Record<IvaCondition, TranslationKey> = {
  CONSUMIDOR_FINAL: 'TEXT_IVA_CONSUMIDOR_FINAL',
  MONOTRIBUTO: 'TEXT_IVA_MONOTRIBUTO',
  RESPONSABLE_INSCRIPTO: 'TEXT_IVA_RESPONSABLE_INSCRIPTO',
  EXENTO: 'TEXT_IVA_EXENTO',
};

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
  documentType: 'off',
  documentNumber: 'off',
  ivaCondition: 'off',
};

const WIDE: ReadonlySet<AddressField> = new Set(['company', 'address1', 'address2']);

export interface AddressFieldsProps {
  /** Prefix of the fields' ids and autocomplete section ('shipping' or 'billing'). */
  section: 'shipping' | 'billing';
  draft: AddressDraft;
  countries: ReadonlyArray<{ code: string; name: string }>;
}

/**
 * The fields of an address; a field's message shows once it is invalid and touched or changed. In
 * Argentina the province is chosen from the 24, and the addressee's document and IVA condition are
 * asked, with the invoice type they give.
 */
export function AddressFields({ section, draft, countries }: AddressFieldsProps) {
  const { t } = useTranslation();
  const argentina = draft.values.country === 'AR';
  return (
    <div className={styles.addressGrid}>
      {ADDRESS_FIELDS.filter((field) => isShown(field, draft.values.country)).map((field) => {
        const error = draft.shownError(field);
        const common = {
          id: `${section}-${field}`,
          name: `${section}-${field}`,
          label: isRequired(field) ? t(LABEL[field]) : `${t(LABEL[field])} ${t('TEXT_OPTIONAL_MARK')}`,
          required: isRequired(field),
          autoComplete: AUTOCOMPLETE[field] === 'off' ? 'off' : `section-${section} ${section} ${AUTOCOMPLETE[field]}`,
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
        if (field === 'state' && argentina) {
          return (
            <Select
              key={field}
              {...common}
              value={findProvince(draft.values.state)?.name ?? ''}
              placeholder={t('INPUT_PROVINCE_CHOOSE')}
              onChange={(event) => draft.set('state', event.target.value)}
              options={PROVINCES.map((p) => ({ value: p.name, label: p.name }))}
            />
          );
        }
        if (field === 'documentType') {
          return (
            <Select
              key={field}
              {...common}
              value={draft.values.documentType}
              onChange={(event) => draft.set('documentType', event.target.value)}
              options={DOCUMENT_TYPES.map((type) => ({ value: type, label: t(DOCUMENT_TYPE_LABEL[type]) }))}
            />
          );
        }
        if (field === 'ivaCondition') {
          const condition = draft.values.ivaCondition as IvaCondition;
          return (
            <Select
              key={field}
              {...common}
              value={condition}
              hint={t('TEXT_INVOICE_TYPE_HINT', { type: invoiceTypeFor(condition) })}
              onChange={(event) => draft.set('ivaCondition', event.target.value)}
              options={IVA_CONDITIONS.map((c) => ({ value: c, label: t(IVA_CONDITION_LABEL[c]) }))}
            />
          );
        }
        return (
          <Input
            key={field}
            {...common}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            inputMode={field === 'documentNumber' ? 'numeric' : undefined}
            hint={field === 'documentNumber' ? t('INPUT_DOCUMENT_NUMBER_HINT') : undefined}
            value={draft.values[field]}
            onChange={(event) => draft.set(field, event.target.value)}
          />
        );
      })}
    </div>
  );
}
