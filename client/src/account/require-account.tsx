import { usePageQuery } from '../lib/data/use-page-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { QueryState } from '../lib/query-state/query-state';
import { RedirectTo } from '../lib/server-redirect/server-redirect';
import { Skeleton } from '../ui/skeleton/skeleton';
import { AccountGuardQuery } from './account-documents';
import { loginPathFor } from './return-path';

/**
 * Shows its children to a signed-in shopper only; a signed-out visitor goes to the login page,
 * which brings them back here after signing in (answered as a redirect by a server render).
 */
export function RequireAccount({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { data, loading, error, refetch } = usePageQuery(AccountGuardQuery);
  return (
    <QueryState data={data} loading={loading} error={error} onRetry={() => refetch()} skeleton={<Skeleton variant="rect" height="12rem" />}>
      {(answer) => (answer.me ? children : <RedirectTo to={loginPathFor(`${location.pathname}${location.search}`)} />)}
    </QueryState>
  );
}
