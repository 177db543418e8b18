import { useApolloClient } from '@apollo/client/react';
import { graphql } from '../../gql';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../ui/toast/toast-context';
import { safeReturnPath } from '../return-path';
import { mergedParts, type MergeSummary } from './merge-summary';

/**
 * What a sign-in or a registration answers: the account (as the header's account menu reads it)
 * and what came over from the signed-out session.
 */
export const AccountEntryFragment = graphql(`
  fragment AccountEntry_payload on AuthPayload {
    user {
      email
      ...AccountMenu_user
    }
    merged {
      cartItems
      wishlistItems
      compareItems
      garageVehicles
      vehicles {
        year
        make
        model
        engine
        ...GarageVehicle_vehicle
      }
    }
  }
`);

/**
 * What follows a sign-in or a registration: the cache is reset (everything in it belonged to the
 * session that ended, and every shown view asks again as the account), a toast says what came over
 * from the signed-out session (how many products of each list, the garage's vehicles by name), and the shopper goes back where they came from or to the dashboard.
 */
export function useAccountEntry(): (answer: { user: { email: string }; merged: MergeSummary }) => Promise<void> {
  const { t, i18n } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const toast = useToast();
  return async ({ user, merged }) => {
    await client.resetStore();
    const parts = mergedParts(merged);
    const signedIn = t('TEXT_SIGNED_IN_AS', { email: user.email });
    const names = new Intl.ListFormat(i18n.language === 'en-RTL' ? 'en' : i18n.language, { type: 'conjunction' });
    const said = parts.map((p) => ('vehicles' in p ? t(p.key, { vehicles: names.format(p.vehicles) }) : t(p.key, { count: p.count })));
    toast.show({
      tone: 'success',
      message: parts.length === 0 ? signedIn : `${signedIn} ${t('TEXT_MERGED_LEAD')} ${said.join('; ')}.`,
      duration: parts.length === 0 ? 5000 : 8000,
    });
    void navigate(safeReturnPath(params.get('back')), { replace: true });
  };
}
