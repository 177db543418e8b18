import { usePageQuery } from '../../lib/data/use-page-query';
import { useFragment } from '../../gql';
import { SavedAddressFragment } from '../../lib/saved-address-data';
import { useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/link/link';
import { QueryState } from '../../lib/query-state/query-state';
import { Alert } from '../../ui/alert/alert';
import { Button } from '../../ui/button/button';
import { Modal } from '../../ui/dialog/modal';
import { useToast } from '../../ui/toast/toast-context';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { useApiErrorText } from '../../lib/api-error/use-api-error-text';
import { AddressCard } from './address-card';
import { AddressesPageQuery } from './address-documents';
import { useRemoveAddress } from './use-remove-address';
import { useSetDefaultAddress } from './use-set-default-address';
import type { SavedAddress_AddressFragment } from '../../gql/graphql';
import buttons from '../link-button.module.css';
import styles from './addresses.module.css';

/**
 * The address book: cards with the default marked; make default, edit, remove (spec §4 default rules
 * on the server). Removing asks first, in a dialog that names the address (Cancel has the focus);
 * once removed a toast says so and focus goes to 'Add address'.
 */
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
  const saved = useFragment(SavedAddressFragment, data?.addresses);
  const removing = useRemoveAddress();
  const settingDefault = useSetDefaultAddress();
  const busy = removing.loading || settingDefault.loading;
  const failure = removing.error ?? settingDefault.error;
  const countryName = (code: string) => data?.countries.find((c) => c.code === code)?.name;
  const toast = useToast();
  // The address asked about stays shown while the dialog closes.
  const [asking, setAsking] = useState<SavedAddress_AddressFragment | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removed = useRef(false);
  const addLink = useRef<HTMLAnchorElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const nameOf = (address: SavedAddress_AddressFragment) => `${address.firstName} ${address.lastName}`.trim();
  const confirmRemoval = async () => {
    if (!asking) return;
    try {
      await removing.removeAddress(asking.id);
    } catch {
      // Shown above the list (`failure`); the dialog closes so it can be read.
      setConfirming(false);
      return;
    }
    removed.current = true;
    toast.show({ tone: 'success', message: t('TEXT_ADDRESS_REMOVED', { name: nameOf(asking) }) });
    setConfirming(false);
  };

  return (
    <>
      <div className={styles.toolbar}>
        <Link ref={addLink} to="/account/addresses/new" className={buttons.primary}>
          {t('BUTTON_ADD_ADDRESS')}
        </Link>
      </div>
      {failure && <Alert tone="danger">{errorText(failure)}</Alert>}
      <QueryState
        data={saved}
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
                            onClick={() => void settingDefault.setDefaultAddress(address.id).catch(() => undefined)}
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
                          onClick={() => {
                            setAsking(address);
                            setConfirming(true);
                          }}
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
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        onExited={() => {
          // The removed card (and its button) is gone: the shopper goes on from 'Add address'.
          if (removed.current) addLink.current?.focus();
          removed.current = false;
        }}
        title={t('TEXT_ADDRESS_REMOVE_TITLE')}
        size="sm"
        initialFocus={cancel}
        footer={
          <>
            <Button variant="danger" loading={removing.loading} onClick={() => void confirmRemoval()}>
              {t('BUTTON_ADDRESS_REMOVE_CONFIRM')}
            </Button>
            <Button ref={cancel} variant="secondary" onClick={() => setConfirming(false)}>
              {t('BUTTON_CANCEL')}
            </Button>
          </>
        }
      >
        {asking && (
          <>
            <p>{t('TEXT_ADDRESS_REMOVE_LEAD', { name: nameOf(asking) })}</p>
            <AddressCard address={asking} countryName={countryName(asking.country)} />
          </>
        )}
      </Modal>
    </>
  );
}
