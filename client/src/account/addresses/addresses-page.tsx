import { useMutation } from '@apollo/client/react';
import { usePageQuery } from '../../lib/data/use-page-query';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { QueryState } from '../../lib/query-state/query-state';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { useApiErrorText } from '../use-api-error-text';
import { AddressCard } from './address-card';
import { AddressesPageQuery, AddressesRemoveMutation, AddressesSetDefaultMutation, forgetAddressList } from './address-documents';
import buttons from '../link-button.module.css';
import styles from './addresses.module.css';

/** The address book: cards with the default marked; make default, edit, remove (spec §4 default rules on the server). */
export function AddressesPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('MENU_ACCOUNT_ADDRESSES')}>
      <AddressList />
    </AccountPage>
  );
}

function AddressList() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const { data, loading, error, refetch } = usePageQuery(AddressesPageQuery);
  const [remove, removing] = useMutation(AddressesRemoveMutation, { update: forgetAddressList });
  const [setDefault, settingDefault] = useMutation(AddressesSetDefaultMutation, { update: forgetAddressList });
  const busy = removing.loading || settingDefault.loading;
  const failure = removing.error ?? settingDefault.error;
  const countryName = (code: string) => data?.countries.find((c) => c.code === code)?.name;

  return (
    <>
      <div className={styles.toolbar}>
        <Link to="/account/addresses/new" className={buttons.primary}>
          {t('BUTTON_ADD_ADDRESS')}
        </Link>
      </div>
      {failure && <Alert tone="danger">{errorText(failure)}</Alert>}
      <QueryState
        data={data?.addresses}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        isEmpty={(list) => list.length === 0}
        empty={<p className={styles.empty}>{t('TEXT_ADDRESSES_EMPTY')}</p>}
        skeleton={<Skeleton variant="rect" height="10rem" />}
      >
        {(addresses) => (
          <ul className={styles.grid}>
            {addresses.map((address) => {
              const name = `${address.firstName} ${address.lastName}`.trim();
              return (
                <li key={address.id}>
                  <AddressCard
                    address={address}
                    countryName={countryName(address.country)}
                    actions={
                      <>
                        {!address.default && (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={busy}
                            aria-label={t('BUTTON_MAKE_DEFAULT_ADDRESS_OF', { name })}
                            onClick={() => void setDefault({ variables: { id: address.id } }).catch(() => undefined)}
                          >
                            {t('BUTTON_MAKE_DEFAULT')}
                          </Button>
                        )}
                        <Link to={`/account/addresses/${address.id}`} className={buttons.secondary} aria-label={t('BUTTON_EDIT_ADDRESS_OF', { name })}>
                          {t('BUTTON_EDIT')}
                        </Link>
                        <Button
                          size="sm"
                          variant="ghost"
                          disabled={busy}
                          aria-label={t('BUTTON_REMOVE_ADDRESS_OF', { name })}
                          onClick={() => void remove({ variables: { id: address.id } }).catch(() => undefined)}
                        >
                          {t('TEXT_REMOVE')}
                        </Button>
                      </>
                    }
                  />
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </>
  );
}
