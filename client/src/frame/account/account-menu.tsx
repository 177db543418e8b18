import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Dropdown } from '../../ui/dropdown/dropdown';
import { Skeleton } from '../../ui/skeleton/skeleton';
import { IndicatorFace, UserIcon } from '../header/indicator';
import { useShopper } from '../use-shopper';
import { loadAccountPanel } from '../header-panels';

/** The login form or the profile's links: code loaded when the panel is first wanted (header-panels.ts). */
const AccountPanel = lazy(() => loadAccountPanel().then((m) => ({ default: m.AccountPanel })));

/** The account indicator: the email when signed in; its dropdown holds the login form or the profile links. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { me } = useShopper();
  return (
    <Dropdown
      className="indicator-dropdown"
      triggerClassName="indicator"
      panelClassName="indicator-dropdown__panel"
      align="end"
      showChevron={false}
      exclusiveId="account"
      exclusiveGroup="header"
      panelLabel={t('TEXT_ACCOUNT')}
      trigger={<IndicatorFace icon={<UserIcon />} caption={me ? me.email : t('HEADER_LOGIN')} />}
    >
      {({ close }) => (
        <Suspense fallback={<Skeleton lines={3} />}>
          <AccountPanel me={me} onDone={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}
