import { usePageQuery } from '../../lib/data/use-page-query';
import { useFragment } from '../../gql';
import { SavedAddressFragment } from '../../lib/saved-address-data';
import { useTranslation } from '../../i18n/use-translation';
import { useParams } from 'react-router';
import { Link } from '../../ui/link/link';
import { addressValues, emptyAddress } from '../../checkout';
import { apiErrorCode } from '../../lib/api-error/api-error';
import { QueryState } from '../../lib/query-state/query-state';
import { Alert } from '../../ui/alert/alert';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { AccountPage } from '../account-page';
import { AddressForm } from './address-form';
import { EditAddressPageQuery } from './address-documents';

const NEW = 'new';

/** `/account/addresses/new` adds an address, `/account/addresses/:id` edits one; 'Address not found' for an unknown id. */
export function EditAddressPage() {
  const { t } = useTranslation();
  const { id = NEW } = useParams();
  const isNew = id === NEW;
  const title = isNew ? t('TEXT_NEW_ADDRESS') : t('MENU_ACCOUNT_EDIT_ADDRESS');
  return (
    <AccountPage title={title} trail={[{ label: t('MENU_ACCOUNT_ADDRESSES'), href: '/account/addresses' }]}>
      <EditAddress id={id} isNew={isNew} />
    </AccountPage>
  );
}

function EditAddress({ id, isNew }: { id: string; isNew: boolean }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = usePageQuery(EditAddressPageQuery, { variables: { id: isNew ? NEW : id, isNew } });
  const saved = useFragment(SavedAddressFragment, data?.address);
  const missing = apiErrorCode(error) === 'ADDRESS_NOT_FOUND';
  return (
    <QueryState
      data={data}
      loading={loading}
      error={error}
      onRetry={() => refetch()}
      failure={
        missing ? (
          <Alert tone="warning" title={t('TEXT_ADDRESS_NOT_FOUND')}>
            <Link to="/account/addresses">{t('LINK_BACK_TO_ADDRESSES')}</Link>
          </Alert>
        ) : undefined
      }
      skeleton={<Skeleton variant="rect" height="24rem" />}
    >
      {(answer) => {
        const existing = saved ?? null;
        const initial = existing ? addressValues(existing) : emptyAddress();
        return <AddressForm key={existing?.id ?? NEW} id={existing?.id ?? null} initial={initial} initialDefault={existing?.default ?? false} countries={answer.countries} />;
      }}
    </QueryState>
  );
}
