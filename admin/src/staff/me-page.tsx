import { Badge, useTranslation } from '../ui';
import { useStaffSession } from '../app/staff-session';
import { PageHeading } from '../lib/page-heading';
import styles from './staff.module.css';

/** The signed-in staff member's own page: who they are, their role and what it allows. */
export function MePage() {
  const { t } = useTranslation();
  const { viewer } = useStaffSession();
  return (
    <>
      <PageHeading title={t('admin.ME_TITLE')} />
      <section className={styles.card} aria-labelledby="me-who">
        <h2 id="me-who" className={styles.cardTitle}>
          {viewer.name || viewer.email}
        </h2>
        <p>
          {viewer.email} · {viewer.roleName}
        </p>
        <h3 className={styles.cardTitle}>{t('admin.ME_PERMISSIONS')}</h3>
        {viewer.permissions.length === 0 ? (
          <p>{t('admin.ME_NO_PERMISSIONS')}</p>
        ) : (
          <ul className={styles.permissions}>
            {viewer.permissions.map((p) => (
              <li key={p}>
                <Badge tone="info">{p}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
