import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Input, Modal, Select, Skeleton, SkeletonGroup, useToast, useTranslation } from '../ui';
import { errorMessageKey } from '../app/api-error';
import { useStaffSession } from '../app/staff-session';
import { PageHeading } from '../lib/page-heading';
import { formatDateTime } from '../lib/format';
import type { AdminStaffMemberFragment } from '../gql/graphql';
import { CHANGE_STAFF_ROLE, DISABLE_STAFF, STAFF } from './documents';
import { InviteForm } from './invite-form';
import list from '../orders/orders.module.css';
import styles from './staff.module.css';

const STATUS_TONES = { ACTIVE: 'success', INVITED: 'warning', DISABLED: 'neutral' } as const;

type Change = { kind: 'role'; member: AdminStaffMemberFragment } | { kind: 'disable'; member: AdminStaffMemberFragment };

/** A change to a colleague (another role, or disabling them), with the reason the audit log keeps. */
function ChangeDialog({ change, roles, onClose }: { change: Change | null; roles: readonly { code: string; name: string }[]; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [role, setRole] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [changeRole, changingRole] = useMutation(CHANGE_STAFF_ROLE);
  const [disable, disabling] = useMutation(DISABLE_STAFF);
  const member = change?.member;

  const submit = async () => {
    if (!change || !member) return;
    setFailure(null);
    try {
      if (change.kind === 'role') await changeRole({ variables: { id: member.id, role: role || member.role.code, reason: reason.trim() } });
      else await disable({ variables: { id: member.id, reason: reason.trim() } });
      toast.show({ message: t('admin.STAFF_CHANGED', { email: member.email }), tone: 'success' });
      setReason('');
      setRole('');
      onClose();
    } catch (error) {
      setFailure(t(errorMessageKey(error)));
    }
  };

  return (
    <Modal
      open={change !== null}
      onClose={onClose}
      title={change?.kind === 'disable' ? t('admin.STAFF_DISABLE_TITLE', { email: member?.email ?? '' }) : t('admin.STAFF_ROLE_TITLE', { email: member?.email ?? '' })}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('BUTTON_CANCEL')}
          </Button>
          <Button variant={change?.kind === 'disable' ? 'danger' : 'primary'} loading={changingRole.loading || disabling.loading} disabled={!reason.trim()} onClick={() => void submit()}>
            {change?.kind === 'disable' ? t('admin.BUTTON_DISABLE') : t('BUTTON_SAVE')}
          </Button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        {failure && <Alert tone="danger">{failure}</Alert>}
        {change?.kind === 'role' && (
          <Select label={t('admin.INPUT_ROLE_LABEL')} value={role || member?.role.code || ''} onChange={(e) => setRole(e.target.value)} options={roles.map((r) => ({ value: r.code, label: r.name }))} />
        )}
        <Input label={t('admin.INPUT_REASON_LABEL')} hint={t('admin.INPUT_REASON_HINT')} required value={reason} onChange={(e) => setReason(e.target.value)} />
      </div>
    </Modal>
  );
}

/** The staff: who they are, their roles and state; invite a colleague, change a role, disable someone. */
export function StaffPage() {
  const { t, i18n } = useTranslation();
  const { viewer } = useStaffSession();
  const { data, loading, error, refetch } = useQuery(STAFF, { fetchPolicy: 'cache-and-network' });
  const [change, setChange] = useState<Change | null>(null);
  const roles = data?.staffRoles ?? [];

  return (
    <>
      <PageHeading title={t('admin.STAFF_TITLE')} />
      {data && <InviteForm roles={roles} />}
      {error && !data && <Alert tone="danger">{t(errorMessageKey(error))}</Alert>}
      {!data && loading && (
        <SkeletonGroup>
          <Skeleton variant="rect" height="10rem" />
        </SkeletonGroup>
      )}
      {data?.staffMembers && (
        <div className={list.tableWrap}>
          <table className={list.table}>
            <caption className={list.caption}>{t('admin.STAFF_COUNT', { count: data.staffMembers.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.COL_STAFF_MEMBER')}</th>
                <th scope="col">{t('admin.COL_ROLE')}</th>
                <th scope="col">{t('admin.COL_STATUS')}</th>
                <th scope="col">{t('admin.COL_SINCE')}</th>
                <th scope="col">
                  <span className={styles.visuallyHidden}>{t('admin.COL_ACTIONS')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.staffMembers.map((m) => (
                <tr key={m.id}>
                  <th scope="row">
                    <span className={list.name}>{m.name || m.email}</span>
                    <span className={list.sub}>{m.email}</span>
                  </th>
                  <td>{m.role.name}</td>
                  <td>
                    <Badge tone={STATUS_TONES[m.status]}>{t(`admin.STAFF_STATUS_${m.status}`)}</Badge>
                    {m.status === 'ACTIVE' && !m.totpEnrolled && <span className={list.sub}>{t('admin.STAFF_NO_TOTP')}</span>}
                  </td>
                  <td>{formatDateTime(m.createdAt, i18n.language)}</td>
                  <td>
                    {m.id !== viewer.id && m.status !== 'DISABLED' && (
                      <div className={styles.rowActions}>
                        <Button size="sm" variant="secondary" onClick={() => setChange({ kind: 'role', member: m })} aria-label={t('admin.BUTTON_CHANGE_ROLE_OF', { email: m.email })}>
                          {t('admin.BUTTON_CHANGE_ROLE')}
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setChange({ kind: 'disable', member: m })} aria-label={t('admin.BUTTON_DISABLE_OF', { email: m.email })}>
                          {t('admin.BUTTON_DISABLE')}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ChangeDialog
        change={change}
        roles={roles}
        onClose={() => {
          setChange(null);
          void refetch();
        }}
      />
    </>
  );
}
