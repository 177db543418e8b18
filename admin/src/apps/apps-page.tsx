import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Alert, Badge, Button, Input, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { PageHeading } from '../lib/page-heading';
import { formatShortDateTime } from '../lib/format';
import { ReasonDialog } from '../invoices/reason-dialog';
import type { AdminShopperAccountFragment } from '../gql/graphql';
import { REVOKE_APP_SESSIONS, SET_ACCOUNT_DEVELOPER, SHOPPER_ACCOUNTS } from './documents';
import card from '../orders/order.module.css';
import list from '../orders/orders.module.css';
import styles from './apps.module.css';

type Pending =
  | { kind: 'developer'; account: AdminShopperAccountFragment; developer: boolean }
  | { kind: 'revoke'; account: AdminShopperAccountFragment; session: { id: string; deviceName: string } | null };

/** One account: its developer mark and its apps signed in, with their tokens' dates (never the tokens). */
function AccountCard({ account, onAsk }: { account: AdminShopperAccountFragment; onAsk: (pending: Pending) => void }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatShortDateTime(iso, i18n.language);
  const headingId = `account-${account.id}`;
  return (
    <section className={card.card} aria-labelledby={headingId} data-account={account.email}>
      <div className={styles.accountHead}>
        <div>
          <h2 id={headingId} className={card.cardTitle}>
            <bdi>{account.email}</bdi> {account.developer && <Badge tone="info">{t('admin.ACCOUNT_DEVELOPER')}</Badge>}
          </h2>
          <p className={card.muted}>
            {account.name ? `${account.name} · ` : ''}
            {t('admin.ACCOUNT_SINCE', { when: when(account.createdAt) })}
          </p>
        </div>
        <div className={card.actions}>
          <Button variant={account.developer ? 'secondary' : 'primary'} onClick={() => onAsk({ kind: 'developer', account, developer: !account.developer })}>
            {t(account.developer ? 'admin.BUTTON_UNMARK_DEVELOPER' : 'admin.BUTTON_MARK_DEVELOPER')}
          </Button>
          {account.appSessions.length > 0 && (
            <Button variant="ghost" onClick={() => onAsk({ kind: 'revoke', account, session: null })}>
              {t('admin.BUTTON_REVOKE_ALL_APPS')}
            </Button>
          )}
        </div>
      </div>
      <h3 className={styles.sessionsTitle}>{t('admin.APP_SESSIONS')}</h3>
      {account.appSessions.length === 0 ? (
        <p className={card.muted}>{t('admin.APP_SESSIONS_EMPTY')}</p>
      ) : (
        <div className={list.tableWrap}>
          <table className={list.table}>
            <caption className={list.caption}>{t('admin.APP_SESSIONS_CAPTION', { email: account.email })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_APP_DEVICE')}</th>
                <th scope="col">{t('admin.COL_APP_SIGNED_IN')}</th>
                <th scope="col">{t('admin.COL_APP_LAST_ACTIVE')}</th>
                <th scope="col">{t('admin.COL_APP_EXPIRES')}</th>
                <th scope="col">{t('admin.COL_APP_TOKENS')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('admin.COL_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {account.appSessions.map((s) => (
                <tr key={s.id}>
                  <th scope="row">{s.deviceName}</th>
                  <td className={list.nowrap}>
                    <bdi>{when(s.signedInAt)}</bdi>
                  </td>
                  <td className={list.nowrap}>
                    <bdi>{when(s.lastActiveAt)}</bdi>
                  </td>
                  <td className={list.nowrap}>
                    <bdi>{when(s.expiresAt)}</bdi>
                  </td>
                  <td>
                    <ul className={styles.tokens}>
                      {s.tokens.map((tk, i) => (
                        <li key={i} className={tk.live ? undefined : card.muted}>
                          {tk.kind === 'ACCESS'
                            ? t('admin.APP_TOKEN_ACCESS', { when: when(tk.expiresAt ?? tk.createdAt) })
                            : tk.usedAt
                              ? t('admin.APP_TOKEN_REFRESH_USED', { when: when(tk.usedAt) })
                              : t('admin.APP_TOKEN_REFRESH', { when: when(tk.createdAt) })}
                          {!tk.live && ` ${t('admin.APP_TOKEN_ENDED')}`}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td>
                    <Button size="sm" variant="secondary" aria-label={t('admin.BUTTON_REVOKE_APP', { device: s.deviceName })} onClick={() => onAsk({ kind: 'revoke', account, session: s })}>
                      {t('admin.BUTTON_REVOKE_APP_SHORT')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * Developer accounts and the apps signed in to an account: find accounts by e-mail (or list the
 * developers), mark or unmark one (with a reason, audited), and end one app session or all.
 */
export function AppsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  // The search lives in the address (`?email=…` or `?developers=1`), so a reload or a change of language keeps it.
  const [params, setParams] = useSearchParams();
  const appliedEmail = params.get('email') ?? '';
  const developersOnly = params.get('developers') === '1';
  const asked = developersOnly || appliedEmail !== '';
  const [email, setEmail] = useState(appliedEmail);
  const found = useQuery(SHOPPER_ACCOUNTS, { variables: { email: developersOnly ? '' : appliedEmail, developersOnly }, skip: !asked, fetchPolicy: 'network-only' });
  const [setDeveloper] = useMutation(SET_ACCOUNT_DEVELOPER);
  const [revoke] = useMutation(REVOKE_APP_SESSIONS);
  const [pending, setPending] = useState<Pending | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(new URLSearchParams({ email: email.trim() }));
  };
  const developers = () => setParams(new URLSearchParams({ developers: '1' }));

  const confirm = async (reason: string) => {
    if (!pending) return;
    if (pending.kind === 'developer') {
      await setDeveloper({ variables: { accountId: pending.account.id, developer: pending.developer, reason } });
      toast.show({ message: t(pending.developer ? 'admin.DEVELOPER_MARKED' : 'admin.DEVELOPER_UNMARKED', { email: pending.account.email }), tone: 'success' });
    } else {
      const r = await revoke({ variables: { accountId: pending.account.id, sessionId: pending.session?.id ?? null, reason } });
      toast.show({ message: t('admin.APPS_REVOKED', { count: r.data?.revokeAppSessions ?? 0 }), tone: 'success' });
      await found.refetch();
    }
  };

  const accounts = found.data?.shopperAccounts;
  const dialog = (() => {
    if (!pending) return { title: '', lead: '', label: '' };
    if (pending.kind === 'developer') {
      return pending.developer
        ? { title: t('admin.MARK_DEVELOPER_TITLE', { email: pending.account.email }), lead: t('admin.MARK_DEVELOPER_LEAD'), label: t('admin.BUTTON_MARK_DEVELOPER') }
        : { title: t('admin.UNMARK_DEVELOPER_TITLE', { email: pending.account.email }), lead: t('admin.UNMARK_DEVELOPER_LEAD'), label: t('admin.BUTTON_UNMARK_DEVELOPER') };
    }
    return pending.session
      ? { title: t('admin.REVOKE_APP_TITLE', { device: pending.session.deviceName }), lead: t('admin.REVOKE_APPS_LEAD'), label: t('admin.BUTTON_REVOKE_APP', { device: pending.session.deviceName }) }
      : { title: t('admin.REVOKE_ALL_APPS_TITLE', { email: pending.account.email }), lead: t('admin.REVOKE_APPS_LEAD'), label: t('admin.BUTTON_REVOKE_ALL_APPS') };
  })();

  return (
    <>
      <PageHeading title={t('admin.APPS_TITLE')} />
      <p className={styles.intro}>{t('admin.APPS_INTRO')}</p>
      <form className={list.filters} onSubmit={search} role="search" aria-label={t('admin.APPS_SEARCH')}>
        <Input
          fieldClassName={list.search}
          type="search"
          label={t('admin.INPUT_ACCOUNT_EMAIL_LABEL')}
          hint={t('admin.INPUT_ACCOUNT_EMAIL_HINT')}
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <div className={list.filterActions}>
          <Button type="submit">{t('admin.BUTTON_FIND_ACCOUNTS')}</Button>
          <Button variant="secondary" onClick={developers}>
            {t('admin.BUTTON_SHOW_DEVELOPERS')}
          </Button>
        </div>
      </form>
      {found.error && !accounts && <Alert tone="danger">{t(errorMessageKey(found.error))}</Alert>}
      {found.loading && !accounts && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="8rem" />
        </SkeletonGroup>
      )}
      {!asked && <p className={list.empty}>{t('admin.APPS_PROMPT')}</p>}
      {accounts && accounts.length === 0 && <p className={list.empty}>{t('admin.APPS_EMPTY')}</p>}
      <div aria-live="polite" className={styles.results}>
        {accounts?.map((account) => (
          <AccountCard key={account.id} account={account} onAsk={setPending} />
        ))}
      </div>
      <ReasonDialog
        open={pending !== null}
        title={dialog.title}
        lead={dialog.lead}
        hint={t('admin.DEVELOPER_REASON_HINT')}
        confirmLabel={dialog.label}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
}
