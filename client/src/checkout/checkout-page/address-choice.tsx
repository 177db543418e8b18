import { useTranslation } from '../../i18n/use-translation';
import type { SavedAddress_AddressFragment } from '../../gql/graphql';
import { ChoiceGroup, RadioButton } from '../../ui/form/choice';
import styles from './checkout-page.module.css';

export type SavedAddress = SavedAddress_AddressFragment;

/** The choice value of "write another address". */
export const NEW_ADDRESS = 'new';

/** One line describing a saved address: name, street, city, postcode. */
export function addressSummary(a: Pick<SavedAddress, 'firstName' | 'lastName' | 'address1' | 'address2' | 'city' | 'state' | 'postcode'>): string {
  return [`${a.firstName} ${a.lastName}`, [a.address1, a.address2].filter(Boolean).join(' '), a.city, a.state, a.postcode]
    .filter(Boolean)
    .join(', ');
}

export interface AddressChoiceProps {
  section: 'shipping' | 'billing';
  legend: string;
  addresses: readonly SavedAddress[];
  value: string;
  onChange: (value: string) => void;
}

/** A signed-in shopper's saved addresses as radio buttons, and "another address". */
export function AddressChoice({ section, legend, addresses, value, onChange }: AddressChoiceProps) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup legend={legend} className={styles.choices}>
      {addresses.map((address) => (
        <RadioButton
          key={address.id}
          name={`${section}-address`}
          value={address.id}
          checked={value === address.id}
          onChange={() => onChange(address.id)}
          label={
            <span>
              {addressSummary(address)}
              {address.default && <span className={styles.defaultMark}> · {t('TEXT_CHECKOUT_DEFAULT_ADDRESS')}</span>}
            </span>
          }
        />
      ))}
      <RadioButton
        name={`${section}-address`}
        value={NEW_ADDRESS}
        checked={value === NEW_ADDRESS}
        onChange={() => onChange(NEW_ADDRESS)}
        label={t('TEXT_CHECKOUT_NEW_ADDRESS')}
      />
    </ChoiceGroup>
  );
}
