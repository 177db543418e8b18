import type { ReactNode } from 'react';
import { Alert, useTranslation } from '../ui';
import { useStaffSession } from '../app/staff-session';
import type { Permission } from './permissions';
import { PageHeading } from './page-heading';

/**
 * A page, or a part of one, that needs a permission: without it the staff member sees what is
 * missing instead (a page) or nothing (a part), never a broken view.
 */
export function RequirePermission({ needs, page = false, children }: { needs: Permission; page?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { grants } = useStaffSession();
  if (grants.has(needs)) return <>{children}</>;
  if (!page) return null;
  return (
    <>
      <PageHeading title={t('admin.TEXT_NOT_ALLOWED_TITLE')} />
      <Alert tone="warning">{t('admin.TEXT_NOT_ALLOWED', { permission: needs })}</Alert>
    </>
  );
}
