import { Link } from '../../ui/link/link';
import { useTranslation } from '../../i18n/use-translation';
import { useSignOut } from '../../account';
import { Button } from '../../ui/button/button';
import type { AccountMenu_UserFragment } from '../../gql/graphql';
import { UserIcon } from '../header/indicator';
import { ACCOUNT_LINKS } from '../../lib/menus';
import { LoginForm } from './login-form';

function Profile({ user, onDone }: { user: AccountMenu_UserFragment; onDone: () => void }) {
  const { t } = useTranslation();
  const { signOut, loading } = useSignOut();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const onLogout = () => signOut(onDone);
  return (
    <div className="account-menu">
      <div className="account-menu__user">
        {user.avatar ? <img className="account-menu__avatar" src={user.avatar} alt="" width={48} height={48} /> : <UserIcon size={40} />}
        <div>
          {fullName && <p className="account-menu__name">{fullName}</p>}
          <p className="account-menu__email">{user.email}</p>
        </div>
      </div>
      <ul className="account-menu__links">
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.url}>
            <Link to={link.url} onClick={onDone}>
              {t(link.title)}
            </Link>
          </li>
        ))}
      </ul>
      <Button variant="secondary" size="sm" block loading={loading} onClick={onLogout}>
        {t('BUTTON_LOGOUT')}
      </Button>
    </div>
  );
}

/** The account dropdown's panel: the profile's links when signed in, the login form when not. */
export function AccountPanel({ me, onDone }: { me: AccountMenu_UserFragment | null | undefined; onDone: () => void }) {
  return me ? <Profile user={me} onDone={onDone} /> : <LoginForm idPrefix="header-login" onDone={onDone} />;
}
