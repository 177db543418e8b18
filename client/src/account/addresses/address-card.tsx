import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { SavedAddress_AddressFragment } from '../../gql/graphql';
import { Badge } from '../../ui/badge/badge';
import { AddressDocument } from '../../checkout';
import styles from './addresses.module.css';

/** An address as lines of text, the default marked; `actions` below it. */
export function AddressCard({
  address,
  countryName,
  headingLevel = 3,
  actions,
}: {
  address: SavedAddress_AddressFragment;
  countryName?: string;
  headingLevel?: 2 | 3;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const H = `h${headingLevel}` as const;
  const name = `${address.firstName} ${address.lastName}`.trim();
  return (
    <article className={styles.card} data-address-id={address.id} data-default={address.default || undefined}>
      <div className={styles.cardHead}>
        <H className={styles.cardName}>{name}</H>
        {address.default && <Badge tone="info">{t('TEXT_ADDRESS_DEFAULT')}</Badge>}
      </div>
      <address className={styles.lines}>
        {address.company && <span>{address.company}</span>}
        <span>{[address.address1, address.address2].filter(Boolean).join(', ')}</span>
        <span>
          {address.postcode} {address.city}, {address.state}
        </span>
        <span>{countryName ?? address.country}</span>
        <span>{address.email}</span>
        <span>{address.phone}</span>
        <AddressDocument address={address} />
      </address>
      {actions && <div className={styles.cardActions}>{actions}</div>}
    </article>
  );
}
