import { useMemo } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Spinner, useTranslation } from '../ui';
import { Layout } from '../frame/layout';
import { ADMIN_SIGN_OUT, ADMIN_VIEWER } from './viewer';
import { sessionOf, StaffSessionContext } from './staff-session';
import styles from './session-gate.module.css';

/**
 * The signed-in part of the app: asks who is signed in, sends anyone else to the sign-in page (with
 * the address they wanted, to come back to), and gives the pages the staff member's session.
 */
export function SessionGate() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(ADMIN_VIEWER, { fetchPolicy: 'network-only' });
  const [signOut] = useMutation(ADMIN_SIGN_OUT);
  const viewer = data?.viewer;
  const session = useMemo(() => {
    if (!viewer) return null;
    const { member } = viewer;
    return sessionOf({ id: member.id, email: member.email, name: member.name, roleName: member.role.name, permissions: viewer.permissions }, async () => {
      try {
        await signOut();
      } finally {
        await client.clearStore();
        await navigate('/sign-in', { replace: true });
      }
    });
  }, [viewer, signOut, client, navigate]);

  if (session) {
    return (
      <StaffSessionContext.Provider value={session}>
        <Layout />
      </StaffSessionContext.Provider>
    );
  }
  if (loading) {
    return (
      <div className={styles.center} role="status">
        <Spinner /> <span>{t('TEXT_LOADING')}</span>
      </div>
    );
  }
  if (error) {
    return (
      <main className={styles.center}>
        <Alert tone="danger" title={t('admin.ERROR_NETWORK')}>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('BUTTON_RETRY')}
          </Button>
        </Alert>
      </main>
    );
  }
  const next = location.pathname + location.search;
  return <Navigate to={`/sign-in${next && next !== '/' ? `?next=${encodeURIComponent(next)}` : ''}`} replace />;
}
