import { useTranslation } from '../../i18n/use-translation';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { useCountryName } from '../../i18n/country-name';
import type { OrderAddress_AddressFragment } from '../../gql/graphql';
import { formatDocument } from '../../../../shared/argentina/tax-identity';
import { DOCUMENT_TYPE_LABEL, IVA_CONDITION_LABEL } from '../checkout-page/address-fields';
import styles from './order-view.module.css';

export const OrderAddressFragment = graphql(`
  fragment OrderAddress_address on OrderAddress {
    firstName
    lastName
    company
    country
    address1
    address2
    city
    state
    postcode
    email
    phone
    documentType
    documentNumber
    ivaCondition
  }
`);

/** The addressee's document and IVA condition: 'CUIT 20-12345678-6 · Responsable inscripto'; nothing when not given. */
export function AddressDocument({ address }: { address: Pick<OrderAddress_AddressFragment, 'documentType' | 'documentNumber' | 'ivaCondition'> }) {
  const { t } = useTranslation();
  if (!address.documentType || !address.documentNumber) return null;
  return (
    <span data-address-document>
      {t(DOCUMENT_TYPE_LABEL[address.documentType])} {formatDocument(address.documentType, address.documentNumber)}
      {address.ivaCondition && ` · ${t(IVA_CONDITION_LABEL[address.ivaCondition])}`}
    </span>
  );
}

/** An address as written on the order. */
export function OrderAddressCard({ title, address: addressRef, headingLevel }: { title: string; address: FragmentType<typeof OrderAddressFragment>; headingLevel: 2 | 3 }) {
  const address = useFragment(OrderAddressFragment, addressRef);
  const countryName = useCountryName();
  const H = `h${headingLevel}` as const;
  return (
    <section className={styles.address}>
      <H className={styles.title}>{title}</H>
      <address>
        {address.firstName} {address.lastName}
        <br />
        {address.company && (
          <>
            {address.company}
            <br />
          </>
        )}
        {address.address1}
        {address.address2 && ` ${address.address2}`}
        <br />
        {address.city}, {address.state} {address.postcode}
        <br />
        {countryName(address.country)}
        <br />
        {address.email}
        <br />
        {address.phone}
        {address.documentType && address.documentNumber && (
          <>
            <br />
            <AddressDocument address={address} />
          </>
        )}
      </address>
    </section>
  );
}
